import { PASSWORD_MIN } from '#shared/constants.ts';

/**
 * Passwords too common to accept (ASVS 6.2.4): a short offline list of the passwords that lead
 * every breach corpus, plus the obvious local ones (site name, NZ words). Compared
 * case-insensitively, also with trailing digits and symbols removed ("Password2026!" →
 * "password"). Written for this project; kept short on purpose.
 */
const WORDS = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer
zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou charlie robert
thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper
zxcvbn 555555 11111111 131313 freedom 777777 maggie 159753 aaaaaa ginger princess joshua cheese
amanda summer ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder
taylor matrix minecraft william corvette hello martin heather secret merlin diamond 1234qwer
gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet
scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken
sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea
smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster
tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore
banana
junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701
coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward
333333 oliver redsox player nikita knight fender barney midnight please brandy chicago badboy
slayer rangers charles angel flower bigdaddy rabbit wizard bigdick jasper enter rachel chris
steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince panties marine ghbdtn fishing
cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321
golden 8675309 spanky lovely a1b2c3 qazwsxedc passw0rd p@ssw0rd p@ssword password1 password12
password123 password1234 passwort motdepasse contrasena senha 1password welcome1 welcome123
letmein1 letmein123 iloveyou1 iloveyou2 abc12345 abcd1234 abcdefg abcdefgh abcdefghi 12341234
11223344 1122334455 123456789a 1234567a 12345678a a12345678 a123456789 qwerty1 qwerty12 qwerty123
qwerty1234 qwertyui qwertyu 1qazxsw2 zaq12wsx zaq1zaq1 !qaz2wsx 1qaz@wsx qazwsx123 asdfghjk
asdfghjkl zxcvbnm1 zxcvbnm123 q1w2e3r4t5y6 1q2w3e4r5t 1q2w3e4r5t6y 123qweasd 123qweasdzxc
qweasdzxc qweasd123 football1 baseball1 superman1 sunshine1 princess1 monkey123 dragon123
master123 shadow123 michael1 jordan23 charlie1 jessica1 blink182 liverpool chelsea1 manchester
computer1 internet1 trustno1! administrator admin admin123 admin1234 root toor changeme changeme1
default guest user12345 login123 welcome2024 welcome2025 welcome2026 summer2024 summer2025
summer2026 winter2024 winter2025 winter2026 spring2025 spring2026 autumn2025 autumn2026
password2024 password2025 password2026 newpassword mypassword passpass pass1234 pass12345
testtest test1234 test12345 testing testing123 temp1234 temporary secret123 letmeinnow
loveyou loveme lovelove iloveu mylove babygirl babygirl1 sweetheart sweetie angel123 beautiful
butterfly cheyenne elizabeth alexander christopher jonathan benjamin nicholas stephanie
alexandra katherine caroline danielle veronica courtney samantha1 jennifer1 michelle1
basketball volleyball skateboard snowboard playstation nintendo pokemon pikachu naruto
starwars1 spiderman batman123 ironman avengers harrypotter hogwarts gandalf1 frodo matrix1
trustme letmein2 nothing whatever1 blahblah qwerty12345 zaq1xsw2 poiuytrewq mnbvcxz
lkjhgfdsa 0987654321 9876543210 123454321 1111111111 0000000000 00000000 12121212 69696969
22222222 33333333 44444444 55555555 66666666 77777777 99999999 147258369 741852963 159357456
1234512345 123451234 10203040 112233445566 aaaaaaaa abc123456 abcabc123 asd123456 zxc123456
qwe123456 kiwi kiwis kiwiservices kiwiservice kiwiservices1 newzealand newzealand1 aotearoa
aotearoa1 auckland auckland1 wellington christchurch hamilton allblacks allblacks1 rugby
rugby123 kiatora kiaora kiaora123 sweetas pavlova hokey pokey jandals marmite pineapple
blackcaps silverfern silverferns tuiofcourse hobbit hobbiton lordoftherings waikato canterbury
otago hurricanes crusaders blues chiefs highlanders warriors breakers tekapo taupo rotorua
`;

const COMMON = new Set(WORDS.split(/\s+/).filter(Boolean));

/** True for a listed password, a listed word with digits or symbols after it, or a run like aaaaaaaa. */
export function isCommonPassword(password: string, context: string[] = []): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const base = lower.replace(/[\d\W_]+$/u, '');
  if (base.length >= 4 && COMMON.has(base)) return true;
  if (/^(.)\1+$/u.test(lower)) return true;
  if (isSequence(lower)) return true;
  // Context words: the email, its local part, the username.
  for (const word of context) {
    const w = word.toLowerCase();
    if (w.length >= 4 && (lower === w || base === w)) return true;
  }
  return false;
}

/** 12345678, abcdefgh, 87654321: each character one step from the previous. */
function isSequence(value: string): boolean {
  if (value.length < 4) return false;
  const codes = [...value].map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === step);
}

/**
 * Why a new password is refused, or null when it is acceptable: at least 8 characters (the
 * maximum of 1024 is enforced by the request schema), not common, not the user's own email or
 * username. No composition rules (ASVS 6.2.5).
 */
export function passwordPolicyError(password: string, context: string[] = []): string | null {
  if ([...password].length < PASSWORD_MIN) {
    return `The password must be at least ${PASSWORD_MIN} characters.`;
  }
  if (password.trim() === '') return 'The password must not be only spaces.';
  if (isCommonPassword(password, context)) {
    return 'This password is too common and easy to guess. Please choose another one.';
  }
  return null;
}
