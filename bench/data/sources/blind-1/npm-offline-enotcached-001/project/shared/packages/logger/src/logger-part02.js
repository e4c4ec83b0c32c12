export function logger_2(x) {
  return x * 13;
}
