/**
 * Invented names that read like real ones: towns per country, club patterns per country and sport,
 * players and esports organisations. No real club, league or player is meant.
 */
import type { SportKey } from '../adapter';
import type { Rng } from './random';

/** Town names that sound like the country's, invented or too common to belong to any one club. */
export const TOWNS: Record<string, readonly string[]> = {
  GB: ['Northbridge', 'Ashcombe', 'Kingsmere', 'Westhaven', 'Bramford', 'Hollinsby', 'Eastwick', 'Redmoor', 'Stonebury', 'Thornbridge', 'Oakfield', 'Ravensby', 'Elmsworth', 'Ludstone', 'Blackwater', 'Whitcombe', 'Penhallow', 'Saltmarsh', 'Dunmore', 'Cresswold', 'Harwick', 'Fenton Vale'],
  ES: ['Costa Azul', 'San Aurelio', 'Valdemora', 'Puerto Claro', 'Montesol', 'Villaverde', 'Sierra Blanca', 'Castrelo', 'Almenara', 'Río Seco', 'Torrealba', 'Mirasol', 'Los Álamos', 'Peñaroja', 'Vallesur', 'Santa Inés', 'Alcoraz', 'Brañosa', 'Fuenclara', 'Navalta'],
  DE: ['Wendelstadt', 'Hohenfeld', 'Rheinau', 'Bergheim', 'Lindenau', 'Sonnenberg', 'Kirchdorf', 'Eichenhain', 'Falkenstein', 'Grünwald', 'Steinach', 'Rosenthal', 'Weidenbach', 'Holzkirchen', 'Altmark', 'Birkenfeld', 'Ostheim', 'Talbach', 'Wolfsried', 'Neuhafen'],
  IT: ['Valmonte', 'Castelverde', 'Montalto', 'Borgo Alto', 'Rocca Serena', 'Fiumara', 'Campobello', 'Vallerosa', 'San Vitale', 'Torrebianca', 'Poggio Nero', 'Lucendo', 'Marittima', 'Sanvalle', 'Colleferro Alto', 'Pietralba', 'Casalnuovo', 'Ardena', 'Veltrano', 'Solmare'],
  FR: ['Montclair', 'Beaulieu', 'Valmont', 'Clairvaux', 'Bellerive', 'Châteaulin', 'Mirande', 'Saint-Aubin', 'Roche-Blanche', 'Port-Louisan', 'Fontvieille', 'Arvenne', 'Lormont', 'Sainte-Croix', 'Vernoux', 'Brévannes', 'Haute-Rive', 'Marsac', 'Villefranche-Ouest', 'Cazères'],
  BR: ['Porto Dourado', 'Santa Luzia', 'Vila Serena', 'Campo Belo', 'Boa Vista do Sul', 'Serra Azul', 'Nova Esperança', 'Águas Claras', 'São Jerônimo', 'Rio Pardo', 'Itaberá', 'Jacarandá', 'Morro Alto', 'Barra Funda', 'Cruzeiro do Leste', 'Palmital', 'Ouro Fino', 'Lagoa Bonita', 'Tupiara', 'Vale Verde'],
  SE: ['Björkvik', 'Sjöholm', 'Lindby', 'Ekeberg', 'Strandvik', 'Granhult', 'Norrvik', 'Östanå', 'Hagfors Strand', 'Ljungby Hed', 'Tallvik', 'Ängsby', 'Skogsberga', 'Rönnäs', 'Fjällby', 'Sandhamnar'],
  FI: ['Järvelä', 'Kettula', 'Koskenkylä', 'Lahdenpää', 'Mäntyharju Etelä', 'Pohjala', 'Saarijoki', 'Tammela', 'Vaarala', 'Ylikoski', 'Honkala', 'Rantasalo'],
  CZ: ['Nový Brod', 'Horní Lhota', 'Kamenice', 'Lipová', 'Dubnice', 'Zlatá Hora', 'Bílý Most', 'Řečany', 'Stará Ves', 'Jasenná', 'Vysoké Pole', 'Hradec Lesní'],
  US: ['Port Ellis', 'Lakeview', 'Silver Springs', 'Bay City', 'Granite Peak', 'Redwood', 'Summit Ridge', 'Harbor Point', 'Fort Hollis', 'Maple Grove', 'Riverton', 'Clearwater Bay', 'Iron Falls', 'Sierra Vista', 'New Castleton', 'Prairie View', 'Stonegate', 'Bridgeport Heights', 'Cedar Hollow', 'Gulf Shores', 'Eagle Pass', 'Canyon City', 'Blue Ridge', 'Westbrook'],
  JP: ['Kawanami', 'Hoshizora', 'Aoyama Bay', 'Minatomura', 'Sakurada', 'Kitahama', 'Tsukinoura', 'Yamabuki', 'Shiranami', 'Hanazono Port', 'Midorigawa', 'Asahimachi'],
  TR: ['Yeşilköy', 'Karadere', 'Altınova', 'Bahçelik', 'Denizli Sahil', 'Gölbaşı Yeni', 'Kuzeykent', 'Sarıyaka', 'Tepebaşı', 'Yalıkavak Koru'],
};

/** Club name patterns by sport and country; {town} is replaced. North American and Japanese clubs take a mascot instead. */
const CLUBS: Partial<Record<SportKey, Record<string, readonly string[]>>> = {
  soccer: {
    GB: ['{town} United', '{town} City', '{town} Rovers', '{town} Athletic', '{town} Town', '{town} Albion', '{town} Wanderers', '{town} FC'],
    ES: ['Real {town}', 'CD {town}', '{town} CF', 'Atlético {town}', 'UD {town}', 'Racing {town}', 'SD {town}'],
    DE: ['FC {town}', '{town} SV', 'SV {town} 04', 'VfB {town}', 'TSV {town}', 'SC {town}', 'Fortuna {town}'],
    IT: ['{town} Calcio', 'AC {town}', 'US {town}', 'SS {town}', 'Virtus {town}', 'Sporting {town}'],
    FR: ['FC {town}', 'Olympique {town}', 'AS {town}', 'Stade {town}', 'US {town}', 'Racing Club {town}'],
    BR: ['{town} EC', 'Sport Club {town}', 'Clube Atlético {town}', '{town} FC', 'Esporte Clube {town}'],
    SE: ['{town} IF', '{town} IK', '{town} BK', '{town} FF', 'IFK {town}'],
  },
  basketball: {
    ES: ['CB {town}', '{town} Baloncesto', 'Club Baloncesto {town}'],
    TR: ['{town} Basket', '{town} Belediyespor', '{town} SK'],
    DE: ['{town} Baskets', 'BG {town}'],
    IT: ['Pallacanestro {town}', 'Virtus {town}'],
    FR: ['{town} Basket', 'JL {town}', 'Élan {town}'],
    default: ['BC {town}', '{town} Basket'],
  },
  'ice-hockey': {
    SE: ['{town} IF', '{town} IK', '{town} HK', 'IFK {town}'],
    FI: ['{town} Kiekko', 'HC {town}', 'Kiekko-{town}', '{town} HT'],
    CZ: ['HC {town}', 'HC Slavoj {town}', 'Sokol {town}', 'Dukla {town}'],
    DE: ['EHC {town}', 'EV {town}'],
    default: ['HC {town}'],
  },
};

/** Where an international competition's clubs come from. */
const INTERNATIONAL: Partial<Record<SportKey, readonly string[]>> = {
  soccer: ['GB', 'ES', 'DE', 'IT', 'FR', 'BR', 'SE'],
  basketball: ['ES', 'TR', 'DE', 'IT', 'FR'],
  'ice-hockey': ['SE', 'FI', 'CZ', 'DE'],
  baseball: ['US', 'JP'],
};

const MASCOTS = ['Hawks', 'Mariners', 'Comets', 'Foxes', 'Pioneers', 'Stallions', 'Thunder', 'Wolves', 'Rangers', 'Monarchs', 'Blaze', 'Grizzlies', 'Herons', 'Outlaws', 'Pilots', 'Sentinels', 'Cyclones', 'Ospreys', 'Bison', 'Navigators', 'Kestrels', 'Lumberjacks', 'Rockets', 'Voyagers'];
const JP_TEAMS = ['Shining Stars', 'Dolphins', 'Phoenix', 'Sea Eagles', 'Tigers of the East', 'Golden Carp', 'Red Cranes', 'Marines', 'Windbreakers', 'Fighters'];

const SURNAMES = ['Lindqvist', 'Moreau', 'Okafor', 'Haddad', 'Petrović', 'Navarro', 'Kowalczyk', 'Brennan', 'Takahashi', 'Varga', 'Silvestri', 'Ferreira', 'Novák', 'Halvorsen', 'Dubois', 'Reyes', 'Ivanova', 'Keller', 'Mbeki', 'Castellanos', 'Hughes', 'Nakamura', 'Sørensen', 'Laurent', 'Oliveira', 'Richter', 'Santoro', 'Popescu', 'Andersson', 'Vukić', 'Marchetti', 'Ortega', 'Kang', 'Whitfield', 'Bianchi', 'Kuznetsov', 'Duarte', 'Albrecht', 'Moretti', 'Eriksen', 'Janssen', 'Fischer', 'Delgado', 'Horvath', 'Costa', 'Wagner', 'Rahman', 'Tanaka', 'Laine', 'Romero'];
const INITIALS = 'ABCDEFGHIJKLMNOPRSTVWY';

const ESPORTS_WORDS = ['Nova', 'Redshift', 'Aurora', 'Ember', 'Frostbyte', 'Vanguard', 'Helix', 'Onyx', 'Zenith', 'Pulse', 'Kinetic', 'Solstice', 'Havoc', 'Nightfall', 'Ironclad', 'Mirage', 'Catalyst', 'Vortex', 'Polaris', 'Wildcard', 'Parallax', 'Basilisk', 'Tempest', 'Quasar', 'Obsidian', 'Monsoon', 'Arcadia', 'Rift', 'Lumen', 'Halcyon'];
const ESPORTS_FORMS = ['Team {word}', '{word} Gaming', '{word} Esports', '{word} Five', '{word}', '{word} Club'];

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `count` distinct names for a league of `sport` in `country` (undefined for international play).
 * Team sports draw towns; tennis draws players; esports draws organisations.
 */
export function teamNames(sport: SportKey, country: string | undefined, count: number, rng: Rng): string[] {
  const names = new Set<string>();
  const add = (make: () => string) => {
    for (let tries = 0; names.size < count && tries < count * 20; tries++) names.add(make());
  };
  if (sport === 'tennis') add(() => `${INITIALS[rng.int(0, INITIALS.length - 1)]}. ${rng.pick(SURNAMES)}`);
  else if (sport === 'counter-strike' || sport === 'dota-2') add(() => rng.pick(ESPORTS_FORMS).replace('{word}', rng.pick(ESPORTS_WORDS)));
  else {
    // International competitions draw clubs from the sport's countries, each named its country's way.
    const countries = country ? [country] : (INTERNATIONAL[sport] ?? ['GB']);
    const towns = shuffled(
      countries.flatMap((c) => (TOWNS[c] ?? TOWNS.GB!).map((town) => [town, c] as const)),
      rng,
    );
    const style = (town: string, c: string) => {
      if (sport === 'baseball' && c === 'JP') return `${town} ${rng.pick(JP_TEAMS)}`;
      const patterns = CLUBS[sport]?.[c] ?? CLUBS[sport]?.default;
      return c === 'US' || c === 'JP' || !patterns ? `${town} ${rng.pick(MASCOTS)}` : rng.pick(patterns).replace('{town}', town);
    };
    for (const [town, c] of towns) if (names.size < count) names.add(style(town, c));
  }
  return [...names];
}

export const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
