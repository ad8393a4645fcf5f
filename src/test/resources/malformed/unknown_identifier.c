int main(void) {
  int a = 0;
  a = b + 1;
  return a;
}
