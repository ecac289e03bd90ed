// An SMTP server that keeps every mail it receives in memory: production
// servers need SMTP_URL, and the system tests read the mails they send.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  /** The raw message, quoted-printable as sent. */
  raw: string;
  /** The message with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

export interface MailSink {
  url: string;
  mails: ReceivedMail[];
  /** Mails to `to`, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("latin1")));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address).join(",");
        mails.push({ to, raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((mail) => mail.to === address),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
