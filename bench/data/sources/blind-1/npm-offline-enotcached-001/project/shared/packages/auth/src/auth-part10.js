export function auth_10(x) {
  return x * 10;
}
