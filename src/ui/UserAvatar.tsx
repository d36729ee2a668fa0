import './ui.css';

/** A round avatar: the photo when there is one, else the first character of the name. Plain markup (header, first screen). */
export default function UserAvatar({ src, name, size }: { src?: string; name?: string; size: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.5) };
  return src ? (
    <img className="ui-avatar" src={src} alt="" width={size} height={size} style={style} />
  ) : (
    <span className="ui-avatar" style={style} aria-hidden="true">
      {(name || '用').slice(0, 1)}
    </span>
  );
}
