import { errorCode } from './api/mappers.ts';
import type { MemberError } from './state/member-error.ts';

/** The member area's Bokmål texts (spec §1: one locale). Kept here: app/locale is shared. */
export const memberLabels = {
  logIn: 'Logg inn',
  logOut: 'Logg ut',
  myPage: 'Min side',
  signUp: 'Registrer deg',
  createAccount: 'Opprett konto',
  forgotPassword: 'Glemt passord?',
  forgotPasswordTitle: 'Glemt passord',
  sendResetLink: 'Send e-post',
  resetSent: 'Hvis adressen har en konto hos oss, har vi sendt en e-post med lenke for å lage nytt passord. Sjekk innboksen din.',
  email: 'E-postadresse',
  password: 'Passord',
  newPasswordHint: 'Minst 8 tegn.',
  userName: 'Navn',
  noAccount: 'Har du ikke konto?',
  haveAccount: 'Har du allerede konto?',
  backToLogIn: 'Tilbake til innlogging',
  working: 'Vent litt …',
  loading: 'Laster …',
  formProblems: 'Skjemaet har feil:',
  myTickets: 'Mine billetter',
  myWatchList: 'Min liste',
  memberMenu: 'Min side',
  noTickets: 'Du har ingen billetter ennå.',
  emptyWatchList: 'Listen din er tom. Legg til filmer fra filmsidene.',
  mustLogIn: 'Du må logge inn for å se dette.',
  screen: 'Sal',
  seats: 'Plasser',
  row: 'Rad',
  seat: 'sete',
  qrCodeFor: 'QR-kode for billetten til',
  showAtDoor: 'Vis QR-koden i døra.',
  rating: 'Vurdering',
  ratingOf: 'av 6',
  ratingsCount: (count: number) => (count === 1 ? '1 vurdering' : `${String(count)} vurderinger`),
  noRatings: 'Ingen vurderinger ennå.',
  reviews: 'Anmeldelser',
  noReviews: 'Ingen har skrevet en anmeldelse ennå.',
  moreReviews: 'Vis flere anmeldelser',
  addToWatchList: 'Legg til i min liste',
  adding: 'Legger til …',
  onWatchList: 'Allerede på listen din',
  logInToAdd: 'Logg inn for å legge filmen i listen din',
  loadFailed: 'Vi fikk ikke hentet dette akkurat nå. Prøv igjen senere.',
  tryAgain: 'Prøv igjen',
  requiredEmail: 'Skriv inn e-postadressen din.',
  invalidEmail: 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
  requiredPassword: 'Skriv inn passordet ditt.',
  shortPassword: 'Passordet må ha minst 8 tegn.',
  requiredUserName: 'Skriv inn navnet ditt.',
  welcome: (name: string) => `Hei, ${name}!`,
} as const;

/** What an account error means to the visitor (spec §8 leaves the wording to us). */
export function accountErrorMessage(error: MemberError, operation: 'login' | 'signUp' | 'forgotPassword'): string {
  const code = errorCode(error.body);
  if (error.kind === 'network' || error.kind === 'timeout') return 'Vi får ikke kontakt med billettsystemet. Sjekk nettforbindelsen og prøv igjen.';
  if (operation === 'login' && (code === 'InvalidCredentials' || error.status === 401)) return 'Feil e-postadresse eller passord.';
  if (operation === 'signUp' && (code === 'EmailTaken' || error.status === 409)) return 'Det finnes allerede en konto med denne e-postadressen. Logg inn, eller be om nytt passord.';
  if (code === 'InvalidEmail') return memberLabels.invalidEmail;
  if (code === 'InvalidPassword') return memberLabels.shortPassword;
  if (error.status !== null && error.status >= 500) return 'Billettsystemet har en feil akkurat nå. Prøv igjen om litt.';
  return operation === 'forgotPassword' ? 'Vi kunne ikke sende e-posten. Prøv igjen om litt.' : 'Noe gikk galt. Prøv igjen om litt.';
}
