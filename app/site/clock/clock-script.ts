/**
 * The page's clock (what is on, and can I still buy, at the visitor's minute): a tiny script
 * in every page's `<head>` that writes a style sheet from the current time in Europe/Oslo,
 * whatever the device's time zone, and writes it again at every minute, when the tab comes
 * back and when `CLOCK_REFRESH_EVENT` is dispatched on the document.
 *
 * Pages carry build-time facts as attributes (clock-attributes.ts); the sheet compares them
 * with the time as text (a key's prefixes stand for "before"), so it needs no list of what is
 * on the page and covers a client navigation's page and a search's results as soon as they
 * render. It changes no element: React hydrates the same DOM it rendered at build (no
 * hydration mismatch), and the sheet applies before the first paint (nothing moves after it).
 *
 * CAREFUL: Europe/Oslo's offset is computed here (UTC+1, +2 from the last Sunday of March to the
 * last Sunday of October, 01:00 UTC), not with Intl: making an Intl format loads locale data,
 * tens of milliseconds of the first task on a slow phone. clock-script.test.ts compares it
 * with Intl for every hour of five years.
 */

/** Dispatched on `document` to have the sheet written again at once (before a purchase click). */
export const CLOCK_REFRESH_EVENT = 'foaje:clock';

export const CLOCK_SCRIPT =
  '(function(d){' +
  // key(t): the Oslo wall clock at UTC milliseconds t as YYYYMMDDHHmm.
  'function key(t){var y=new Date(t).getUTCFullYear();' +
  'function sun(m){var x=new Date(Date.UTC(y,m+1,0,1));return x.getTime()-x.getUTCDay()*864e5}' +
  "return new Date(t+(t>=sun(2)&&t<sun(9)?72e5:36e5)).toISOString().replace(/\\D/g,'').slice(0,12)}" +
  // lt(a,v): elements whose attribute a holds a key of v's length that sorts before v.
  'function lt(a,v){var r=[],i,c;for(i=0;i<v.length;i++)for(c=0;c<+v[i];c++)' +
  "r.push('['+a+'^=\"'+v.slice(0,i)+c+'\"]');return ':is('+r.join()+')'}" +
  'var sheet,style,timer;' +
  "function run(){var t=Date.now(),cut=key(t+6e4),day=key(t).slice(0,8),gone=lt('data-sale-ends',cut)," +
  "next=new Date(Date.UTC(+day.slice(0,4),day.slice(4,6)-1,+day.slice(6,8)+1)).toISOString().replace(/\\D/g,'').slice(0,8)," +
  "rel='[data-rel-day=\"',ended=lt('data-last-sale',cut),on='[data-view-day]:not('+lt('data-view-day',day)+'):not('+ended+')'," +
  "css=gone+','+lt('data-day',day)+','+ended+' [data-day]{display:none!important}'+" +
  "ended+'>.clock-empty{display:block}'+" +
  "'[data-rel-day]>.rel{display:none}'+rel+day+'\"]>.rel-today,'+rel+next+'\"]>.rel-tomorrow,'+" +
  "'[data-rel-day]:not('+rel+day+'\"],'+rel+next+'\"])>.rel-date{display:inline}'+" +
  // A short view (the programme's default) shows its first two days from the Oslo date on (any
  // later day follows two such siblings) until one of its parts is linked to (:target; a target
  // marked data-keeps-view, the skip link's, does not count); without :has() the rule is dropped
  // and every day shows. A day whose last sale has ended (today's, late in the evening) is not
  // one of the two, and in a short view neither it nor its day link shows (decision 208).
  "'[data-short-view]:not(:target):not(:has(:target:not([data-keeps-view]))) '+on+'~'+on+'~[data-view-day]{display:none}'+" +
  "'[data-short-view] [data-day]'+ended+'{display:none}'+" +
  // A list of which only the first option still on sale shows (`data-next-only`: a hero's or a
  // film page's next screening); its static style shows only the first child, before the clock.
  "'[data-next-only]>'+gone+'+:not('+gone+'){display:flex!important}';" +
  'if(d.adoptedStyleSheets&&window.CSSStyleSheet&&CSSStyleSheet.prototype.replaceSync){' +
  'if(!sheet){sheet=new CSSStyleSheet();d.adoptedStyleSheets=d.adoptedStyleSheets.concat(sheet)}sheet.replaceSync(css)}' +
  "else{if(!style){style=d.createElement('style');d.head.appendChild(style)}style.textContent=css}" +
  'clearTimeout(timer);timer=setTimeout(run,6e4-t%6e4+50)}' +
  "run();d.addEventListener('visibilitychange',run);addEventListener('pageshow',run);" +
  `d.addEventListener('${CLOCK_REFRESH_EVENT}',run)` +
  '})(document)';
