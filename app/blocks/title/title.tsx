import type { TitleProps } from './resolve.ts';
import './title.css';

/** The page's h1, with the film's genre · duration · age limit · premiere below it. */
export function Title({ title, meta }: TitleProps) {
  return (
    <header className="title">
      <h1 className="title-heading">{title}</h1>
      {meta.length > 0 && (
        <ul className="title-meta">
          {meta.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </header>
  );
}
