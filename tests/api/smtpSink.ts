import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A real SMTP server on 127.0.0.1 that keeps every mail it is given, parsed. */
export interface SmtpSink {
  port: number;
  /** Mails received so far, oldest first. */
  inbox: ParsedMail[];
  /** The mails to one address. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      // Accepted only once parsed: a sender's sendMail resolves after the mail is in the inbox.
      simpleParser(stream).then((mail) => {
        inbox.push(mail);
        done();
      }, done);
    },
  });
  const listening = server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
  return {
    port: (listening.address() as AddressInfo).port,
    inbox,
    to: (address) => inbox.filter((m) => m.to && [m.to].flat().some((a) => a.value.some((v) => v.address === address))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
