// rlottie's C API (Debian's librlottie-dev), for the tests that play cartlua's Lottie documents.
#include <rlottie_capi.h>
