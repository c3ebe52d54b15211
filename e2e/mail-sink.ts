import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The end-to-end suite's mail server: a real SMTP server (smtp-server) both app servers send to, and
 * a small HTTP view of what arrived for the journeys (`GET /messages?to=`; e2e/mail.ts reads it).
 * Started by the Playwright config; ports from MAIL_SINK_SMTP_PORT and MAIL_SINK_HTTP_PORT.
 */
type Received = { to: string[]; subject: string; text: string; html: string; receivedAt: string };
const received: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(Number(process.env.MAIL_SINK_SMTP_PORT), '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/healthz') {
    response.end('ok');
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(to ? received.filter((m) => m.to.includes(to)) : received));
}).listen(Number(process.env.MAIL_SINK_HTTP_PORT), '127.0.0.1');
