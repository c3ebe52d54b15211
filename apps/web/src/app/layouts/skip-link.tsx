import classes from './skip-link.module.css';

/** The id of every layout's main element, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to main content": lets keyboard users go past the header and navigation. */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
