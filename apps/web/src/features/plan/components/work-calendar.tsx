import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { EventDropInfo, EventInput } from '@fullcalendar/react';
import { SCHOOL_TIME_ZONE } from '../../../shared/dates/school-time.ts';
import { eventLabel } from '../calendar-events.ts';

export interface WorkCalendarProps {
  events: EventInput[];
  /** A week on a phone, a month on a wider screen. */
  phone: boolean;
  onDatesSet: (range: { from: string; to: string }) => void;
  onOpen: (assignmentId: string) => void;
  onDrop: (info: EventDropInfo) => void;
}

/**
 * FullCalendar (about 70 KB gzipped) with the plan's settings: its own module, which the calendar page loads
 * after its header (issue 26 point 4: light pages). Import it only through React.lazy.
 */
export function WorkCalendar({ events, phone, onDatesSet, onOpen, onDrop }: WorkCalendarProps) {
  return (
    <FullCalendar
      plugins={[dayGridPlugin, interactionPlugin, classicThemePlugin]}
      locale={enGbLocale}
      timeZone={SCHOOL_TIME_ZONE}
      initialView={phone ? 'dayGridWeek' : 'dayGridMonth'}
      headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,dayGridWeek' }}
      headingLevel={2}
      // The button reads "Today"; its name must say so too (WCAG 2.5.3).
      todayHint={(_text, unit) => `Today (this ${unit})`}
      height="auto"
      firstDay={1}
      events={events}
      editable
      eventDurationEditable={false}
      displayEventTime={false}
      eventDisplay="block"
      // A month's day cell folds what does not fit under "+ n more"; a week's row has room for all.
      views={{ dayGridMonth: { dayMaxEvents: phone ? false : 4 } }}
      datesSet={(info) => onDatesSet({ from: info.start.toISOString(), to: info.end.toISOString() })}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        onOpen(info.event.id);
      }}
      eventDrop={onDrop}
      eventContent={(arg) => (
        <span className="fc-event-title">
          {eventLabel(arg.event.title, String(arg.event.extendedProps.startDate), arg.isStart)}
        </span>
      )}
    />
  );
}
