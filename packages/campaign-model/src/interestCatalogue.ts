/**
 * The product's own list of interests (docs/product-rules.md §10.6), which `searchInterests` serves
 * when the account has no ad network that keeps a list of its own. Each interest has a topic and the
 * share of reachable people the audience model assumes hold it; these are the model's assumptions, not
 * measurements, like the rest of `AUDIENCE_MODEL`.
 */

/** The languages the catalogue names its interests in: the product's. */
export const CATALOGUE_LANGUAGES = ['en-us', 'es-es'] as const;
/** A language of the catalogue. */
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/** An interest of the product's catalogue. */
export interface CatalogueInterest {
  /** `local:` and a slug: never a network's id, so never sent to a network. */
  readonly id: string;
  readonly topic: string;
  readonly names: Readonly<Record<CatalogueLanguage, string>>;
  /** The share of reachable people holding it, 0–1. */
  readonly audienceShare: number;
}

/** An interest as `searchInterests` answers it: its id, its name in the asked language, its share. */
export interface InterestChoice {
  readonly id: string;
  readonly name: string;
  /** What it belongs to, broadest first (e.g. `Sports and outdoors`). */
  readonly path: readonly string[];
  /** The share of reachable people holding it, 0–1: what the audience estimate narrows by. */
  readonly audienceShare: number;
}

const entry = (
  slug: string,
  topic: string,
  en: string,
  es: string,
  audienceShare: number,
): CatalogueInterest => ({ id: `local:${slug}`, topic, names: { 'en-us': en, 'es-es': es }, audienceShare });

/** Topics' names, in each language. */
export const CATALOGUE_TOPICS: Readonly<Record<string, Readonly<Record<CatalogueLanguage, string>>>> = {
  sports: { 'en-us': 'Sports and outdoors', 'es-es': 'Deportes y aire libre' },
  shopping: { 'en-us': 'Shopping and fashion', 'es-es': 'Compras y moda' },
  food: { 'en-us': 'Food and drink', 'es-es': 'Comida y bebida' },
  travel: { 'en-us': 'Travel', 'es-es': 'Viajes' },
  technology: { 'en-us': 'Technology', 'es-es': 'Tecnología' },
  entertainment: { 'en-us': 'Entertainment', 'es-es': 'Entretenimiento' },
  family: { 'en-us': 'Family and relationships', 'es-es': 'Familia y relaciones' },
  business: { 'en-us': 'Business and industry', 'es-es': 'Negocios e industria' },
  fitness: { 'en-us': 'Fitness and wellness', 'es-es': 'Fitness y bienestar' },
  home: { 'en-us': 'Home and garden', 'es-es': 'Hogar y jardín' },
};

/** The catalogue, topic by topic. */
export const INTEREST_CATALOGUE: readonly CatalogueInterest[] = [
  entry('running', 'sports', 'Running', 'Running', 0.07),
  entry('cycling', 'sports', 'Cycling', 'Ciclismo', 0.05),
  entry('hiking', 'sports', 'Hiking', 'Senderismo', 0.06),
  entry('skiing', 'sports', 'Skiing', 'Esquí', 0.02),
  entry('snowboarding', 'sports', 'Snowboarding', 'Snowboard', 0.015),
  entry('football', 'sports', 'Football (soccer)', 'Fútbol', 0.18),
  entry('basketball', 'sports', 'Basketball', 'Baloncesto', 0.08),
  entry('tennis', 'sports', 'Tennis', 'Tenis', 0.04),
  entry('fashion', 'shopping', 'Fashion', 'Moda', 0.16),
  entry('shoes', 'shopping', 'Shoes', 'Zapatos', 0.09),
  entry('luxury-goods', 'shopping', 'Luxury goods', 'Artículos de lujo', 0.03),
  entry('online-shopping', 'shopping', 'Online shopping', 'Compras en línea', 0.2),
  entry('coffee', 'food', 'Coffee', 'Café', 0.12),
  entry('cooking', 'food', 'Cooking', 'Cocina', 0.14),
  entry('vegetarian', 'food', 'Vegetarian food', 'Comida vegetariana', 0.04),
  entry('wine', 'food', 'Wine', 'Vino', 0.06),
  entry('beaches', 'travel', 'Beaches', 'Playas', 0.1),
  entry('adventure-travel', 'travel', 'Adventure travel', 'Viajes de aventura', 0.05),
  entry('air-travel', 'travel', 'Air travel', 'Viajes en avión', 0.08),
  entry('hotels', 'travel', 'Hotels', 'Hoteles', 0.07),
  entry('smartphones', 'technology', 'Smartphones', 'Teléfonos inteligentes', 0.15),
  entry('video-games', 'technology', 'Video games', 'Videojuegos', 0.13),
  entry('photography', 'technology', 'Photography', 'Fotografía', 0.06),
  entry('software', 'technology', 'Software', 'Software', 0.05),
  entry('movies', 'entertainment', 'Movies', 'Cine', 0.2),
  entry('music', 'entertainment', 'Music', 'Música', 0.22),
  entry('books', 'entertainment', 'Books', 'Libros', 0.1),
  entry('podcasts', 'entertainment', 'Podcasts', 'Pódcasts', 0.05),
  entry('parenting', 'family', 'Parenting', 'Crianza', 0.09),
  entry('weddings', 'family', 'Weddings', 'Bodas', 0.03),
  entry('pets', 'family', 'Pets', 'Mascotas', 0.11),
  entry('small-business', 'business', 'Small business', 'Pequeñas empresas', 0.05),
  entry('marketing', 'business', 'Marketing', 'Marketing', 0.04),
  entry('real-estate', 'business', 'Real estate', 'Inmobiliaria', 0.04),
  entry('yoga', 'fitness', 'Yoga', 'Yoga', 0.05),
  entry('gyms', 'fitness', 'Gyms', 'Gimnasios', 0.08),
  entry('healthy-eating', 'fitness', 'Healthy eating', 'Alimentación saludable', 0.07),
  entry('gardening', 'home', 'Gardening', 'Jardinería', 0.06),
  entry('interior-design', 'home', 'Interior design', 'Diseño de interiores', 0.05),
  entry('do-it-yourself', 'home', 'Do it yourself (DIY)', 'Bricolaje', 0.06),
];

/** Lower case with accents dropped, so that "esqui" finds "Esquí". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The catalogue's interests whose name, or topic, has a word starting with `query` (case and accents
 * ignored), in `language`: names starting with it first, then alphabetical; at most `limit`. An empty
 * query answers the first `limit` of the catalogue as it is ordered.
 */
export function searchCatalogue(query: string, language: CatalogueLanguage, limit: number): InterestChoice[] {
  const term = folded(query.trim());
  const starts = (text: string) =>
    folded(text)
      .split(/[\s()/-]+/u)
      .some((word) => word.startsWith(term));
  const choice = (interest: CatalogueInterest): InterestChoice => ({
    id: interest.id,
    name: interest.names[language],
    path: [CATALOGUE_TOPICS[interest.topic]?.[language] ?? interest.topic],
    audienceShare: interest.audienceShare,
  });
  const matches = INTEREST_CATALOGUE.map(choice).filter(
    (interest) => term === '' || starts(interest.name) || starts(interest.path[0] ?? ''),
  );
  if (term !== '') {
    const rank = (interest: InterestChoice) => (folded(interest.name).startsWith(term) ? 0 : 1);
    matches.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, language));
  }
  return matches.slice(0, limit);
}
