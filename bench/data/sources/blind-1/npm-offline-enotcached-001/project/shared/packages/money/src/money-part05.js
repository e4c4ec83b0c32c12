export function money_5(x) {
  return x * 17;
}
