/**
 * Names recipes and cooks use for a variety that the database keeps under another name. The one rule that links
 * a recipe's pepper to its variety (packages/domain pepperNameResolver) reads these after the variety names and
 * before the varieties' other names. Each note says why the alias means that variety.
 */
import type { PepperAlias } from '@pepper/domain/recipes';

export const pepperAliases: readonly PepperAlias[] = [
  {
    alias: 'Kashmiri',
    variety: 'Kashmiri Chili',
    note: 'Indian recipes say "Kashmiri" or "Kashmiri mirch" for the mild, deep red chile of Kashmir and its powder.',
  },
  {
    alias: 'Korean Hot Pepper',
    variety: 'Gochu',
    note: 'Gochu is Korean for chile pepper; the dried, ground pods are gochugaru.',
  },
  {
    alias: 'Korean Chile',
    variety: 'Gochu',
    note: 'The same Korean chile spelled the Mexican way.',
  },
  {
    alias: 'Cherry Pepper',
    variety: 'Hot Cherry',
    note: 'Recipes for stuffed and pickled cherry peppers mean the round, hot red cherry type.',
  },
  {
    alias: 'Sweet Cherry Pepper',
    variety: 'Pimento',
    note: 'The sweet, round red peppers pickled whole for antipasto are cherry pimentos, not the hot cherry type.',
  },
  {
    alias: 'Chipotle',
    variety: 'Jalapeño',
    note: 'A chipotle is not a variety of its own: it is a red-ripe jalapeño, smoke-dried until leathery.',
  },
  {
    alias: 'Facing Heaven',
    variety: 'Chao Tian Jiao',
    note: 'Chao tian jiao translates as "facing heaven pepper", for the pods that grow pointing up.',
  },
  {
    alias: 'Erjingtiao',
    variety: 'Er Jing Tiao',
    note: 'Sichuan recipes write the name of the long Sichuan chile as one word or as three.',
  },
  {
    alias: 'Chilhuacle',
    variety: 'Chilhuacle Negro',
    note: 'Mole negro, the dish that names "chilhuacle" without a colour, is made with the black chilhuacle.',
  },
  {
    alias: 'Ghost',
    variety: 'Ghost Pepper',
    note: 'Superhot recipes shorten the bhut jolokia to "ghost".',
  },
  {
    alias: 'Reaper',
    variety: 'Carolina Reaper',
    note: 'Superhot recipes shorten the Carolina Reaper to "Reaper".',
  },
];
