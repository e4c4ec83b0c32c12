export function auth_1(x) {
  return x * 1;
}
