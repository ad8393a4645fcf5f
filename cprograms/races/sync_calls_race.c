// property: no-data-race
// expect: FALSE
// state-space: finite
// As sync_calls_norace.c, but t1 increments z after its trylock section instead of inside it:
// that write of z races with t2's increment under m. The synchronisation calls themselves never
// race (the library performs them atomically, D36, D57).
#include <pthread.h>
pthread_once_t o = PTHREAD_ONCE_INIT;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_spinlock_t s;
int x, y, z;
void init(void) { x = 1; }
void *t1(void *a) {
  pthread_once(&o, init);
  y = x;
  if (pthread_mutex_trylock(&m) == 0) { pthread_mutex_unlock(&m); }
  z++;
  if (pthread_spin_trylock(&s) == 0) { pthread_spin_unlock(&s); }
  return 0;
}
void *t2(void *a) {
  pthread_once(&o, init);
  int r = x;
  pthread_mutex_lock(&m); z++; pthread_mutex_unlock(&m);
  pthread_spin_lock(&s); pthread_spin_unlock(&s);
  return 0;
}
int main(void) {
  pthread_t a, c;
  pthread_spin_init(&s, 0);
  pthread_create(&a, 0, t1, 0);
  pthread_create(&c, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(c, 0);
  return 0;
}
