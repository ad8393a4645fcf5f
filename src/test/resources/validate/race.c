// A data race: t1_func and t2_func write x without a lock. t2_func reads y first, which no
// thread writes (no race on y).
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int x;
int y;

void *t1_func(void *arg) {
  x = 1;
  return 0;
}

void *t2_func(void *arg) {
  int v = y;
  x = v + 2;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1_func, 0);
  pthread_create(&b, 0, t2_func, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
