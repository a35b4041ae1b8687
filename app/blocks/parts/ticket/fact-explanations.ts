/**
 * What each screening fact (screening-facts.ts, by id) means for a visitor, and what to do:
 * the programme filter's explanations. Read by the block resolvers at build time, so the text
 * reaches a page as data and never weighs on the browser's bundle.
 */
export const FACT_EXPLANATIONS: Readonly<Record<string, string>> = {
  'norsk-tale': 'Filmen vises med norsk tale, også når den er laget på et annet språk.',
  originaltale: 'Filmen vises med tale på språket den er laget på.',
  'norsk-tekst': 'Norske undertekster.',
  'engelsk-tekst': 'Engelske undertekster (English subtitles).',
  'teksting-for-horselshemmede': 'Norsk tekst på all tale, også den norske, med lyder og hvem som snakker.',
  '2d': 'Vanlig visning, uten 3D-briller.',
  '3d': 'Vises i 3D. Du får 3D-briller i salen.',
  synstolket:
    'Synstolkingen hører du på egen mobil med appen MovieReading, gratis i App Store og Google Play. Last ned filmens synstolking hjemme, ta med hodetelefoner og start appen i salen: den finner selv stedet i filmen.',
  teleslynge: 'Salen har teleslynge: sett høreapparatet på T.',
  rullestolplass: 'Trinnfri vei inn og plass til rullestol i salen. Velg rullestolplass når du kjøper billett.',
  sansevennlig: 'Lavere lyd, litt lys i salen og ingen reklame. Det er lov å bevege seg og gå ut og inn.',
  babykino: 'For foreldre med spedbarn: dempet lyd, litt lys i salen og plass til vogna.',
  seniorkino: 'Visning på dagtid for seniorer, med kaffe i foajeen før filmen.',
  filmklubb: 'En visning i filmklubben, ofte med en kort innledning før filmen.',
};
