#ifndef MOCKUP_COPENSSL_SHIM_H
#define MOCKUP_COPENSSL_SHIM_H
// OpenSSL's libcrypto: the message digests, AEAD ciphers and random bytes behind the CryptoKit module.
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/err.h>
#include <openssl/crypto.h>
#endif
