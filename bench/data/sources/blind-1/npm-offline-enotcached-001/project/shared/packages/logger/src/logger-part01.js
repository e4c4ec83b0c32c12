export function logger_1(x) {
  return x * 12;
}
