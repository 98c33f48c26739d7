export const TIMELINE: readonly { date: string; title: string; text: string }[] = [
  {
    date: 'c. 7000 BCE',
    title: 'Wild peppers on the menu',
    text: 'People in the Tehuacán Valley of Mexico gather and eat wild chili peppers.',
  },
  {
    date: 'c. 4000 BCE',
    title: 'Domestication',
    text: 'Peppers are grown as crops; starch grains on cooking stones in Ecuador are about 6,000 years old.',
  },
  {
    date: '1493',
    title: 'Columbus brings chilies to Spain',
    text: 'Returning from his first voyage, Columbus brings the "peppers of the Indies", named after black pepper, which they are not related to.',
  },
  {
    date: '1500s',
    title: 'Around the world in a century',
    text: 'Portuguese traders carry chilies to Africa, India and Southeast Asia; within decades they are part of local cooking.',
  },
  {
    date: '1542',
    title: 'In a European herbal',
    text: 'The German botanist Leonhart Fuchs describes and illustrates several kinds of pepper in his herbal De historia stirpium.',
  },
  {
    date: '1868',
    title: 'Tabasco sauce',
    text: 'Edmund McIlhenny bottles his pepper sauce on Avery Island, Louisiana, using Capsicum frutescens peppers.',
  },
  {
    date: '1876',
    title: 'Capsaicin named',
    text: 'John Clough Thresh isolates the pungent compound in crystalline form and names it capsaicin.',
  },
  {
    date: '1912',
    title: 'The Scoville test',
    text: 'Pharmacist Wilbur Scoville publishes his dilution test, giving pepper heat a number.',
  },
  {
    date: '1937',
    title: 'A Nobel Prize from paprika',
    text: 'Albert Szent-Györgyi wins the Nobel Prize; Hungarian paprika peppers gave him vitamin C in quantity for his research.',
  },
  {
    date: '2007',
    title: 'The ghost pepper record',
    text: 'Bhut Jolokia from northeast India is certified by Guinness in 2007 as the hottest pepper, at 1,001,304 SHU, the first past a million.',
  },
  {
    date: '2013',
    title: 'Carolina Reaper',
    text: 'Ed Currie’s Carolina Reaper takes the Guinness record in 2013 at an average of 1,569,300 SHU (revised to 1,641,183 SHU in 2017).',
  },
  {
    date: '2023',
    title: 'Pepper X',
    text: 'Pepper X, also bred by Ed Currie, is certified by Guinness in 2023 at an average of 2,693,000 SHU.',
  },
];

export const CULTURAL_IMPACT: readonly { place: string; text: string }[] = [
  {
    place: 'Mexico',
    text: 'Home of the chili for thousands of years: dozens of fresh and dried chiles, from ancho to chipotle, and sauces such as mole.',
  },
  {
    place: 'India',
    text: 'The world’s largest producer, consumer and exporter of chili peppers, less than 500 years after they arrived.',
  },
  {
    place: 'Korea',
    text: 'Chili reached Korea around the end of the 16th century; gochugaru and gochujang now define kimchi and much of the cuisine.',
  },
  {
    place: 'Hungary',
    text: 'Paprika, ground from dried peppers, became the national spice; Szeged and Kalocsa are famous for it.',
  },
  {
    place: 'Sichuan, China',
    text: 'Dried chilies with Sichuan peppercorn create mala, the numbing-and-hot flavor of the region.',
  },
  {
    place: 'Thailand',
    text: 'Fresh bird’s eye chilies, pounded with garlic and lime, are at the heart of Thai dishes and dips.',
  },
];

export const TRADE_ROUTES: readonly { route: string; text: string }[] = [
  {
    route: 'Spanish Atlantic route',
    text: 'From the Caribbean to Seville from 1493, then to gardens in Spain and Italy.',
  },
  {
    route: 'Portuguese sea routes',
    text: 'From Brazil to West Africa, around the Cape to Goa in India and on to Malacca and Macau.',
  },
  {
    route: 'Ottoman trade',
    text: 'Through the Ottoman Empire to the Balkans and Hungary, where paprika took root.',
  },
  {
    route: 'Manila galleons',
    text: 'From Acapulco to Manila (1565-1815), bringing Mexican chiles to the Philippines and East Asia.',
  },
];

export const FUN_FACTS: readonly string[] = [
  'The word "chili" comes from the Nahuatl (Aztec) word chīlli.',
  'Botanically, peppers are berries.',
  'Birds cannot feel capsaicin, which is why they happily eat and spread hot pepper seeds.',
  'Chilies are no relation of black pepper (Piper nigrum): the name is a 15th-century mix-up.',
  'Ristras, strings of drying red chiles, are a symbol of New Mexico.',
];
