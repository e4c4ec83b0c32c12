export function auth_2(x) {
  return x * 2;
}
