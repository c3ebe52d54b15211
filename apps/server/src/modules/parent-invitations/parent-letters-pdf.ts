import { formatInvitationCode } from '@mathsight/contract/invitations.ts';
import QRCode from 'qrcode';
import { loadPdfKitWithNameFonts, NAME_FONT_FAMILIES } from '../../shared/pdf-kit.ts';

/**
 * A class's parent-invitation letters (issue 27 point 2): one A4 page per student, to hand out or
 * post home: the child's name, their single-use parent code, the address to sign up at, and a QR code
 * of that address with the code filled in. Nothing here is stored: the codes come in.
 */
export interface ParentLetter {
  firstName: string;
  lastName: string;
  code: string;
  /** The sign-up address with the code filled in (the QR code's content). */
  url: string;
}

const styles = {
  page: {
    paddingTop: 56,
    paddingBottom: 56,
    paddingHorizontal: 64,
    fontFamily: NAME_FONT_FAMILIES,
    fontSize: 11,
    lineHeight: 1.45,
    color: '#1a1a1a',
  },
  school: { fontSize: 10, color: '#444', marginBottom: 28 },
  heading: { fontSize: 18, fontWeight: 700, marginBottom: 14 },
  para: { marginBottom: 10 },
  box: {
    marginTop: 18,
    padding: 18,
    borderWidth: 1.5,
    borderColor: '#1a1a1a',
    borderRadius: 6,
    flexDirection: 'row',
    alignItems: 'center',
  },
  boxText: { flexGrow: 1, flexShrink: 1, paddingRight: 16 },
  label: { fontSize: 9, color: '#444', marginTop: 6 },
  address: { fontSize: 12, fontWeight: 700 },
  code: { fontSize: 20, fontWeight: 700, letterSpacing: 1.5 },
  small: { fontSize: 9, color: '#444', marginTop: 22 },
} as const;

/** The QR code's dark modules as one SVG path over an n × n grid (quiet zone outside it). */
export function qrPath(text: string): { size: number; d: string } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  let d = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (qr.modules.get(x, y)) d += `M${x} ${y}h1v1h-1z`;
  }
  return { size: n, d };
}

export async function parentLettersPdf(o: {
  letters: readonly ParentLetter[];
  schoolName: string;
  classCode: string;
  /** The address to type, without the code (e.g. https://mathsight.example/signup/parent). */
  signUpAddress: string;
}): Promise<Buffer> {
  const kit = await loadPdfKitWithNameFonts();
  const { h, Document, Page, Text, View, Svg, Path } = kit;
  const nfc = (text: string) => text.normalize('NFC');
  const school = nfc(o.schoolName);
  const pages = o.letters.map((letter, i) => {
    const child = nfc(`${letter.firstName} ${letter.lastName}`);
    const qr = qrPath(letter.url);
    const q = 4; // quiet zone, in modules
    return h(
      Page,
      { key: i, size: 'A4', style: styles.page },
      h(Text, { style: styles.school }, `${school} · ${nfc(o.classCode)}`),
      h(Text, { style: styles.heading }, `Follow ${child}'s maths on Mathsight`),
      h(Text, { style: styles.para }, 'Dear parent or carer,'),
      h(
        Text,
        { style: styles.para },
        `${child} does their maths work on Mathsight. With a free parent account you can see the work set each week, how it went, what ${nfc(letter.firstName)} is secure in and working on, and how to help at home.`,
      ),
      h(
        Text,
        { style: styles.para },
        `Scan the code with your phone's camera, or go to the address below and type the code. If you already have a Mathsight parent account (for a brother or sister, say), sign in there to add ${nfc(letter.firstName)} to it.`,
      ),
      h(
        View,
        { style: styles.box, wrap: false },
        h(
          View,
          { style: styles.boxText },
          h(Text, { style: styles.label }, 'Child'),
          h(Text, { style: styles.address }, child),
          h(Text, { style: styles.label }, 'Sign up at'),
          h(Text, { style: styles.address }, o.signUpAddress),
          h(Text, { style: styles.label }, 'Parent code'),
          h(Text, { style: styles.code }, formatInvitationCode(letter.code)),
        ),
        h(
          Svg,
          { width: 132, height: 132, viewBox: `${-q} ${-q} ${qr.size + 2 * q} ${qr.size + 2 * q}` },
          h(Path, { d: qr.d, fill: '#000000' }),
        ),
      ),
      h(
        Text,
        { style: styles.small },
        `The code works once, for one parent or carer, until it is used or the school withdraws it. Keep it private: whoever uses it sees ${nfc(letter.firstName)}'s work. For a second parent, ask the school for another letter or an email invitation.`,
      ),
    );
  });
  return kit.renderToBuffer(
    h(Document, { title: `Parent letters ${nfc(o.classCode)}`, author: 'Mathsight' }, ...pages),
  );
}
