#!/usr/bin/env bash
# How public/media/*.mp4 were made (committed; CI does not run this). Needs ffmpeg and fonts-noto-cjk.
set -euo pipefail
FONT=$(fc-list :lang=zh file | head -1 | cut -d: -f1)
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "testsrc2=size=360x640:rate=20" -f lavfi -i "sine=frequency=440:sample_rate=22050" -t 12 \
  -vf "drawtext=fontfile=$FONT:text='直播演示':fontsize=40:fontcolor=white:box=1:boxcolor=black@0.5:x=(w-text_w)/2:y=80" \
  -c:v libx264 -preset veryfast -crf 34 -pix_fmt yuv420p -c:a aac -b:a 32k -movflags +faststart public/media/live-demo.mp4
i=0
for t in "创业意识与创业者素质" "市场评估与营销计划" "直播电商基础" "网店运营实务"; do
  i=$((i+1))
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "testsrc2=size=640x360:rate=15" -f lavfi -i "sine=frequency=$((300+i*60)):sample_rate=22050" -t 20 \
    -vf "drawtext=fontfile=$FONT:text='$t':fontsize=36:fontcolor=white:box=1:boxcolor=black@0.5:x=(w-text_w)/2:y=40,drawtext=fontfile=$FONT:text='%{pts\:hms}':fontsize=28:fontcolor=yellow:x=20:y=h-50" \
    -c:v libx264 -preset veryfast -crf 36 -pix_fmt yuv420p -c:a aac -b:a 32k -movflags +faststart "public/media/course-$i.mp4"
done
