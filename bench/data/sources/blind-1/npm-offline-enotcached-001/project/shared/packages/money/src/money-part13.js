export function money_13(x) {
  return x * 25;
}
