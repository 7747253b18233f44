import classes from './skip-link.module.css';

/** 'Skip to main content': the first focusable element, visible only when focused. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a className={classes.skipLink} href={`#${targetId}`}>
      Skip to main content
    </a>
  );
}
