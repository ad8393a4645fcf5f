// "Awaiting for Godot" Fig. 2: p spins until x = 1, then reads y; q writes y, then x.
// SAFE: p leaves the loop only after q's x := 1, so it reads y = 42. The spin loop makes every
// execution of p unbounded; PLP + await: 1 execution; PLP with assumes (--no-await): 2.
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int x, y;
void *p(void *arg) {
  int a;
  do { a = x; } while (a != 1);
  int b = y;
  if (b != 42) reach_error();
  return 0;
}
void *q(void *arg) {
  y = 42;
  x = 1;
  return 0;
}
int main(void) {
  pthread_t tp, tq;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  return 0;
}
