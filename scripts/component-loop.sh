#!/usr/bin/env bash
# Issue 24's proof: the component project run N times in a row (niced 4, as in CI) while both e2e groups
# loop beside it. Needs a build (npm run build) and a seeded data folder (SEEDED_DATA_DIR, as
# scripts/test.mjs makes one). One line per run in /tmp/comp-summary.txt; logs in /tmp/comp-N.log.
#   SEEDED_DATA_DIR=/tmp/seeded bash scripts/component-loop.sh 20
set -u
cd "$(dirname "$0")/.."
runs=${1:-20}
: "${SEEDED_DATA_DIR:?set SEEDED_DATA_DIR to a seeded data folder}"
rm -f /tmp/stop-load /tmp/comp-summary.txt /tmp/load-status.txt
groups=$(node -e '
const fs=require("fs");const d=JSON.parse(fs.readFileSync("tests/durations.json"));
const files=fs.readdirSync("tests/e2e").filter(f=>f.endsWith(".test.ts")).map(f=>"tests/e2e/"+f).sort((a,b)=>(d[b]??6e4)-(d[a]??6e4));
const g=[{f:[],ms:0},{f:[],ms:0}];for(const f of files){const l=g[0].ms<=g[1].ms?g[0]:g[1];l.f.push(f);l.ms+=d[f]??6e4}
console.log(g.map(x=>x.f.join(" ")).join("|"))')
IFS='|' read -r g1 g2 <<< "$groups"
for g in "$g1" "$g2"; do
  # shellcheck disable=SC2086
  ( n=0; while [ ! -f /tmp/stop-load ]; do n=$((n+1)); npx vitest run --project e2e $g > /tmp/load-$BASHPID-$n.log 2>&1; echo "load run $n exit $?" >> /tmp/load-status.txt; done ) &
done
sleep 30
for i in $(seq 1 "$runs"); do
  s=$(date +%s)
  nice -n 4 npx vitest run --project component > /tmp/comp-$i.log 2>&1; rc=$?
  e=$(date +%s)
  line=$(sed -E 's/\x1b\[[0-9;]*m//g' /tmp/comp-$i.log | grep -E "^ +Tests " | tr -s ' ')
  unhandled=$(sed -E 's/\x1b\[[0-9;]*m//g' /tmp/comp-$i.log | grep -c "Unhandled")
  echo "run $i exit=$rc secs=$((e-s)) $line unhandled=$unhandled" >> /tmp/comp-summary.txt
done
touch /tmp/stop-load
wait
