import type { AssistantFigure } from '@mathsight/contract/assistant.ts';
import muted from '../../../shared/ui/muted-text.module.css';

/** The figures the server computed for an answer or a summary, as a list of names and values. */
export function FiguresList({ figures }: { figures: AssistantFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <dl
      aria-label="Figures"
      style={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        gap: '0 1rem',
        justifyContent: 'start',
      }}
    >
      {figures.map((f) => (
        <div key={f.label} style={{ display: 'contents' }}>
          <dt className={muted.muted}>{f.label}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
