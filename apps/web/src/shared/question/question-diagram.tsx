import { useMemo } from 'react';
import classes from './question.module.css';

/**
 * The question's SVG diagram, shown as an image: an SVG in an <img> cannot run script or reach the page,
 * and the alt text describes it for screen readers.
 */
export function QuestionDiagram({ svg, alt }: { svg: string; alt: string }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, [svg]);
  return <img className={classes.diagram} src={src} alt={alt} />;
}
