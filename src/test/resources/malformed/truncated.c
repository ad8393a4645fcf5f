int x;
int main(void) {
  if (x > 0) {
    x = 2;
