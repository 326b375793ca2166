import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail } from './mailTexts';

/**
 * The SMTP connection of alarm mail. A failed send is logged and answered with false: mail is a courtesy
 * next to the alarm list, and must never break the ingest that raised the alarm.
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(to: string, mail: Mail): Promise<boolean> {
    try {
      await this.transport.sendMail({ from: this.from, to, subject: mail.subject, text: mail.text });
      return true;
    } catch (error) {
      this.log.error({ err: error, to, subject: mail.subject }, 'alarm mail not sent');
      return false;
    }
  }

  close(): void {
    this.transport.close();
  }
}
