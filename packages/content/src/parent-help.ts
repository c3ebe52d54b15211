/**
 * "How to help at home" (issue 27): what a parent can do at the kitchen table about a misconception
 * their child holds. Written once per topic of the subject tree (level 2) and reached from each
 * misconception through its subject's ancestry, so every misconception has one. They are about the
 * idea, never the answer to a question: no numbers from the bank, nothing to copy.
 */
import type { Misconception } from './misconception.ts';
import { MISCONCEPTIONS } from './misconception-registry.ts';
import { subjectAncestry } from './taxonomy.ts';

/** Topic subject id → what to do at home, in plain words. */
export const PARENT_HELP_BY_TOPIC: Readonly<Record<number, string>> = {
  10: 'Write a long number, such as a house price, and ask what each digit is worth. Say the column names out loud together, from the ones upwards.',
  11: 'When you shop, round each price to the nearest pound and add them in your head. Check against the till receipt and talk about why the guess was close.',
  12: 'Ask your child to talk you through a written sum step by step, then check it together with a quick estimate. Praise neat columns as much as the answer.',
  13: 'Use a thermometer or a lift with floors below ground. Ask how far it is from one temperature or floor to another, and which way you move.',
  14: 'Make up a short calculation with brackets and ask your child to say which part they would work out first and why. Then swap roles and let them test you.',
  15: 'Sort everyday groups, such as eggs in boxes or chairs in rows, into equal groups. Talk about which numbers share out exactly and which leave some over.',
  16: 'Cut a pizza, a bar of chocolate or a strip of paper into equal parts and name the fractions. Ask which piece is bigger and how they know.',
  17: 'Look at sale signs when you shop. Ask your child to find ten per cent first, then build other percentages from it, and say whether the deal is good.',
  18: 'Ask your child to explain the difference between multiplying a number by itself and adding it to itself. Build small squares and cubes from blocks or sugar cubes.',
  19: 'Ask your child to teach you the rule they are learning, in their own words, with an example they make up. Explaining it is the best practice.',
  20: 'Use a letter to stand for a hidden number, such as the cost of one bus ticket, and write short expressions together. Ask what the expression means in words.',
  21: 'Draw a rectangle split into parts and find its area two ways: the whole at once, and part by part. This is what expanding brackets does.',
  22: 'Play "think of a number": you do a few steps to a secret number and say the result; your child works backwards to find it. Then swap.',
  23: 'Spot patterns around you, such as house numbers on one side of a street. Ask what the next one is, and the hundredth, and how they worked it out.',
  24: 'Plot a simple rule, such as the cost of several items at one price, on squared paper. Ask what the slope of the line tells you.',
  25: 'Use "at least" and "no more than" in everyday talk, such as the age on a film rating. Ask your child to show the allowed numbers on a number line.',
  26: 'Take a formula from daily life, such as cooking time for a joint of meat, and ask your child to use it, then to turn it round to find the weight.',
  27: 'Ask your child to explain each step of a method they used, and why it works. Let them check an answer by putting it back into the question.',
  30: 'Share out sweets or ingredients in a ratio, such as two for you to three for them. Ask how many each gets when there are more to share.',
  31: 'Scale a recipe up or down for more or fewer people. Ask what happens to each ingredient when the number of people doubles or halves.',
  32: 'Compare prices before and after a sale, or a bill that went up. Ask your child by how much it changed, and what share of the old price that is.',
  33: 'On a journey, talk about speed, distance and time. Ask how long a trip takes at a steady speed, and how to check the answer makes sense.',
  34: 'Look at a map or a model with a scale. Ask your child to measure a distance on it and work out how far it is in real life.',
  35: 'Measure things around the house in different units, such as centimetres and metres, or grams and kilograms. Ask which unit suits each thing best.',
  36: 'Talk about two things that change together, such as hours worked and pay. Ask what happens to one when the other doubles.',
  37: 'Take a real problem, such as a discount on a sale item, and ask your child to plan the steps before working anything out.',
  40: 'Find angles around the house: the corner of a book, a door opening, the hands of a clock. Ask whether each is less or more than a right angle.',
  41: 'Measure a rug or a table and work out its perimeter and area together. Talk about which one is the distance round and which is the space inside.',
  42: 'Use cereal boxes and tins. Ask how much space is inside (volume) and how much card would cover the outside (surface area).',
  43: 'Measure the sides of a right-angled shape, such as a door frame and its diagonal, and talk about how the three sides are linked.',
  44: 'Play a grid game on squared paper: call out coordinates, or slide and turn a drawn shape. Ask your child to describe each move exactly.',
  45: 'Draw around a plate and mark points on the circle. Ask your child to tell you the names of the parts and what they have learnt about them.',
  46: 'Find a ball and an ice-cream cone and talk about how you could work out how much each holds. Ask what each part of the formula measures.',
  47: 'Ask your child to draw a diagram for a problem before working anything out, and to tell you what each label means.',
  50: "Collect a small set of numbers, such as the family's shoe sizes, and find the mean, median, mode and range together. Ask which average fits best.",
  51: 'Look at a chart in a newspaper or on the news. Ask your child what it shows, what the axes measure, and whether it could mislead.',
  52: 'Play with dice, coins or cards. Ask how likely an outcome is before you try it, then try it many times and compare.',
  53: 'Collect a larger set of numbers, such as journey times over a month, and group them. Ask what the groups show and what they hide.',
  54: 'Talk about a survey or poll in the news. Ask who was asked, how many, and whether that is fair to everyone.',
  55: 'Sort the family by two things, such as wearing glasses and liking tea, into a Venn diagram. Ask how many are in each part.',
};

const byId = new Map(MISCONCEPTIONS.map((m) => [m.misconceptionId, m]));

/** The topic (level 2) a misconception's subject belongs to, or undefined for a root or strand subject. */
function topicOf(m: Misconception) {
  return subjectAncestry(m.subjectId).find((s) => s.level === 2);
}

/** What a parent reads for a misconception: its topic's name and what to do at home; undefined if unknown. */
export function parentHelpFor(misconceptionId: number): { topic: string; helpAtHome: string } | undefined {
  const m = byId.get(misconceptionId);
  const topic = m && topicOf(m);
  const helpAtHome = topic && PARENT_HELP_BY_TOPIC[topic.subjectId];
  return topic && helpAtHome ? { topic: topic.name, helpAtHome } : undefined;
}
