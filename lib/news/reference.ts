/**
 * THE reference list of what stories are about (FACTS "News": contexts drawn from a list shipped
 * with the product): events, organizations, people, places, products, stock tickers and teams,
 * each with the lowercase words or phrases that name it in a post. A hand-written list, part of the
 * product like the corpus's topics (lib/audiences/population/corpus/topics.ts); order is stable.
 * Written as "Name=phrase/phrase; …"; a name with no phrases is named by itself.
 */
export type EntityKind =
  "events" | "organizations" | "people" | "places" | "products" | "tickers" | "teams";
export type Entity = { name: string; kind: EntityKind; phrases: readonly string[] };

const L = (kind: EntityKind, list: string): Entity[] =>
  list
    .trim()
    .split(/\s*;\s*/)
    .map((item) => {
      const [name, phrases] = item.split("=");
      const named = phrases ? phrases.split("/") : [name.toLowerCase()];
      return { name, kind, phrases: named.map((p) => p.trim().toLowerCase()) };
    });

export const ENTITIES: readonly Entity[] = [
  ...L(
    "events",
    `Olympics=olympics/olympic games; World Cup=world cup; Super Bowl=super bowl; Oscars=oscars/academy awards;
     Grammys; Met Gala=met gala; Champions League=champions league; Wimbledon; Black Friday=black friday;
     Climate Summit=climate summit/cop30; Eurovision; Tour de France=tour de france; Web Summit=web summit`,
  ),
  ...L(
    "organizations",
    `United Nations=united nations; NASA; European Union=european union; World Health Organization=world health organization;
     Federal Reserve=federal reserve/fed; OpenAI; Microsoft; Google=google/alphabet; Apple; Amazon; Netflix;
     Tesla; SpaceX; Nintendo; Sony; Spotify; Nvidia; NATO; IMF; FIFA; UEFA`,
  ),
  ...L(
    "people",
    `Taylor Swift=taylor swift; Elon Musk=elon musk/musk; Lionel Messi=messi; Cristiano Ronaldo=ronaldo;
     LeBron James=lebron; Serena Williams=serena williams; Beyoncé=beyonce/beyoncé; Bad Bunny=bad bunny;
     Greta Thunberg=greta thunberg/thunberg; Simone Biles=simone biles/biles; Max Verstappen=verstappen;
     Lewis Hamilton=lewis hamilton; Sam Altman=sam altman/altman; Jensen Huang=jensen huang`,
  ),
  ...L(
    "places",
    `Paris; London; New York=new york/nyc; Tokyo; Lisbon; Berlin; Madrid; Rome; Los Angeles=los angeles;
     Sydney; Toronto; Mexico City=mexico city; São Paulo=são paulo/sao paulo; Mumbai; Seoul; Cairo; Lagos;
     Brussels; Washington; California; Texas; Europe; Asia; Africa`,
  ),
  ...L(
    "products",
    `iPhone; Android; ChatGPT; PlayStation=playstation/ps5; Xbox; Nintendo Switch=nintendo switch;
     Vision Pro=vision pro; Pixel=pixel phone/google pixel; Windows; Minecraft; Fortnite; Zelda;
     GTA VI=gta vi/gta 6; Model Y=model y; Starship`,
  ),
  ...L(
    "tickers",
    `AAPL=aapl/apple; MSFT=msft/microsoft; GOOGL=googl/google/alphabet; AMZN=amzn/amazon; TSLA=tsla/tesla;
     NFLX=nflx/netflix; NVDA=nvda/nvidia; SONY=sony; SPOT=spotify; BTC=btc/bitcoin; ETH=eth/ethereum`,
  ),
  ...L(
    "teams",
    `Real Madrid=real madrid; FC Barcelona=barcelona/barça/barca; Manchester United=manchester united/man united;
     Liverpool; Arsenal; Bayern Munich=bayern munich/bayern; Paris Saint-Germain=psg/paris saint-germain;
     Benfica; Los Angeles Lakers=lakers; Golden State Warriors=warriors; New York Yankees=yankees;
     Los Angeles Dodgers=dodgers; Kansas City Chiefs=chiefs; Scuderia Ferrari=ferrari; Red Bull Racing=red bull`,
  ),
];
