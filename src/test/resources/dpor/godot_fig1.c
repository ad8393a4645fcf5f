// "Awaiting for Godot" Fig. 1, the concurrent sorting network for 3 elements, with the input
// fixed to 2, 1, 0 (cprograms/sortnet.c has nondet inputs). p sorts x[0], x[1], signals y = 1,
// waits for y = 2 and sorts x[0], x[1] again; q waits for y = 1, sorts x[1], x[2], signals
// y = 2. SAFE. With awaits every execution is in one equivalence class: 1 execution.
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int x[3] = {2, 1, 0};
int y;
void *p(void *arg) {
  int a = x[0], b = x[1];
  if (a > b) { x[0] = b; x[1] = a; }
  y = 1;
  while (y != 2) { }
  a = x[0];
  b = x[1];
  if (a > b) { x[0] = b; x[1] = a; }
  return 0;
}
void *q(void *arg) {
  while (y != 1) { }
  int a = x[1], b = x[2];
  if (a > b) { x[1] = b; x[2] = a; }
  y = 2;
  return 0;
}
int main(void) {
  pthread_t tp, tq;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  int a = x[0], b = x[1], c = x[2];
  if (!(a <= b && b <= c)) reach_error();
  return 0;
}
