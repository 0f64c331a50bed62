/**
 * The post corpus's topics: what people post about, each topic's share of all posts, and its
 * vocabulary in order of frequency (the first words appear in most of the topic's posts, the last
 * in few: Zipf weights, see corpus/model.ts). A hand-written list: part of the model, stable order.
 * A word may belong to several topics; related keywords come from these co-occurrences.
 */
export type Topic = { name: string; share: number; words: readonly string[] };

const T = (name: string, share: number, words: string): Topic => ({
  name,
  share,
  words: words.trim().split(/\s*,\s*/),
});

export const TOPICS: readonly Topic[] = [
  T(
    "news",
    12,
    "news, breaking, today, update, report, live, world, people, government, police, election, vote, president, policy, crisis, war, peace, economy, inflation, court, law, protest, minister, senate, congress, debate, campaign, poll, press, media, story, journalism, headline, interview, summit, tax, budget, border, immigration, climate",
  ),
  T(
    "sports",
    9,
    "game, team, win, match, season, league, goal, score, player, coach, football, soccer, basketball, baseball, nfl, nba, fans, playoffs, championship, stadium, final, cup, tennis, golf, olympics, transfer, injury, draft, highlights, mvp, touchdown, referee, derby, racing, f1, cricket, rugby, hockey, boxing, ufc",
  ),
  T(
    "entertainment",
    9,
    "movie, film, tv, show, series, episode, trailer, netflix, actor, actress, celebrity, premiere, streaming, drama, comedy, oscars, awards, director, cinema, box office, cast, season finale, horror, marvel, star wars, anime, documentary, hollywood, red carpet, review, spoilers, fandom, sequel, romance, thriller, animation, sitcom, reality tv, emmys, festival",
  ),
  T(
    "music",
    7,
    "music, song, album, concert, tour, band, singer, new music, playlist, spotify, lyrics, rap, pop, rock, hip hop, jazz, kpop, country music, dj, festival, tickets, vinyl, guitar, live music, grammys, single, music video, producer, remix, edm, indie, metal, classical, chart, fans, stage, acoustic, album release, billboard, radio",
  ),
  T(
    "technology",
    8,
    "tech, ai, software, app, startup, iphone, android, apple, google, microsoft, data, cloud, coding, developer, programming, javascript, python, security, privacy, cybersecurity, chatgpt, machine learning, robot, gadget, smartphone, laptop, open source, update, launch, innovation, internet, web, chip, semiconductor, vr, ar, crypto, blockchain, 5g, quantum",
  ),
  T(
    "gaming",
    6,
    "gaming, game, gamer, playstation, xbox, nintendo, switch, pc gaming, esports, twitch, stream, fortnite, minecraft, call of duty, zelda, pokemon, rpg, fps, speedrun, steam, console, controller, patch, dlc, beta, multiplayer, tournament, league of legends, valorant, gta, elden ring, indie games, retro, launch, trailer, mods, ranked, clips, streamer, leaderboard",
  ),
  T(
    "business",
    6,
    "business, market, stocks, investing, finance, money, economy, earnings, ceo, startup, funding, ipo, bank, interest rates, fed, inflation, jobs, hiring, layoffs, revenue, growth, marketing, sales, brand, entrepreneur, leadership, real estate, mortgage, trading, wall street, nasdaq, dow, bitcoin, crypto, retail, supply chain, small business, investors, profit, merger",
  ),
  T(
    "food",
    5,
    "food, recipe, cooking, dinner, lunch, breakfast, restaurant, pizza, coffee, chef, baking, dessert, vegan, healthy, delicious, foodie, cake, burger, tacos, sushi, brunch, wine, beer, cocktail, bbq, pasta, chocolate, snacks, meal prep, kitchen, spicy, street food, bakery, tea, ramen, salad, grill, cookbook, tasting, menu",
  ),
  T(
    "travel",
    4,
    "travel, trip, vacation, flight, hotel, beach, adventure, explore, wanderlust, airport, passport, holiday, road trip, tourism, backpacking, cruise, island, mountains, hiking, camping, city break, booking, airline, resort, summer, travel tips, europe, asia, sunset, views, destination, luggage, travel photography, tour, local, guide, weekend, airbnb, paradise, journey",
  ),
  T(
    "fashion",
    4,
    "fashion, style, outfit, dress, shoes, sneakers, model, designer, runway, fashion week, beauty, makeup, skincare, hair, nails, luxury, brand, collection, vintage, streetwear, ootd, trend, accessories, jewelry, handbag, photoshoot, vogue, glam, lipstick, fragrance, sale, shopping, wardrobe, denim, couture, cosmetics, tutorial, haul, lookbook, stylist",
  ),
  T(
    "health",
    4,
    "health, fitness, workout, gym, running, yoga, wellness, mental health, diet, nutrition, weight loss, sleep, meditation, doctor, hospital, covid, vaccine, medicine, therapy, self care, cardio, strength, marathon, protein, hydration, recovery, motivation, training, healthy habits, stress, anxiety, nurse, research, cancer, awareness, steps, pilates, cycling, swimming, coach",
  ),
  T(
    "science",
    3,
    "science, space, nasa, research, study, climate change, physics, biology, chemistry, astronomy, mars, moon, rocket, launch, telescope, planet, discovery, scientists, environment, energy, solar, nature, ocean, wildlife, evolution, dna, experiment, university, innovation, satellite, galaxy, eclipse, spacex, earth, carbon, fossil, genetics, lab, data, engineering",
  ),
  T(
    "politics",
    5,
    "politics, election, vote, democracy, president, congress, senate, parliament, government, policy, campaign, debate, poll, candidate, republicans, democrats, conservative, liberal, rights, freedom, justice, supreme court, bill, law, reform, taxes, healthcare, immigration, protest, activism, corruption, scandal, speech, rally, primary, ballot, governor, mayor, minister, referendum",
  ),
  T(
    "family",
    3,
    "family, kids, parenting, mom, dad, baby, children, school, teacher, education, home, love, wedding, birthday, friends, pets, dog, cat, puppy, kitten, holiday, christmas, thanksgiving, weekend, memories, photos, graduation, homework, toddler, pregnancy, grandparents, siblings, daycare, bedtime, family time, garden, diy, house, cleaning, moving",
  ),
  T(
    "cars",
    2,
    "cars, car, auto, electric vehicles, ev, tesla, driving, road trip, engine, motor, racing, f1, truck, suv, hybrid, charging, battery, mileage, dealership, new car, classic cars, motorcycle, bike, detailing, mechanic, horsepower, speed, rally, test drive, self driving, fuel, gas prices, traffic, parking, garage, tires, vintage, auto show, luxury cars, sports car",
  ),
  T(
    "crypto",
    2,
    "crypto, bitcoin, ethereum, blockchain, nft, web3, defi, altcoin, btc, eth, token, wallet, mining, exchange, trading, hodl, bull run, bear market, solana, dogecoin, stablecoin, airdrop, dao, metaverse, coin, price, pump, dump, market cap, staking, binance, coinbase, ledger, halving, whales, memecoin, layer2, smart contract, gas fees, regulation",
  ),
  T(
    "books",
    2,
    "books, reading, novel, author, writing, library, bookstagram, fiction, poetry, literature, book club, bestseller, fantasy, mystery, romance, thriller, memoir, kindle, audiobook, publishing, chapter, story, writer, new release, book review, classic, series, sci fi, young adult, bookshop, quotes, tbr, paperback, hardcover, book tour, signing, manuscript, editor, shortlist, prize",
  ),
  T(
    "weather",
    2,
    "weather, rain, snow, storm, heat, heatwave, sunny, cloudy, forecast, hurricane, tornado, flood, wind, cold, winter, summer, spring, autumn, temperature, climate, wildfire, drought, thunder, lightning, fog, ice, alert, warning, humidity, sunrise, sunset, rainbow, monsoon, typhoon, blizzard, frost, weekend weather, radar, meteorology, outlook",
  ),
];

/** Every word of the corpus, each once, in topic order. */
export const VOCABULARY: readonly string[] = [...new Set(TOPICS.flatMap((t) => t.words))];
