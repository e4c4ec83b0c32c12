export function money_9(x) {
  return x * 21;
}
