#include "host_identity.h"

#include "adc/private_file.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

#include <memory>
#include <stdexcept>

namespace adcnet {

namespace {

// Big enough for a key and a certificate; a longer file is not the host's.
constexpr qint64 kMaxPemBytes = 64 * 1024;

template <class T, void (*Free)(T*)> struct Freer {
    void operator()(T* p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Freer<EVP_PKEY, EVP_PKEY_free>>;
using Cert = std::unique_ptr<X509, Freer<X509, X509_free>>;
using Bio = std::unique_ptr<BIO, Freer<BIO, BIO_free_all>>;

std::string pemOf(const Bio& bio) {
    char* data = nullptr;
    const long n = BIO_get_mem_data(bio.get(), &data);
    return n > 0 ? std::string(data, static_cast<std::size_t>(n)) : std::string();
}

// A new key and its self-signed certificate, as PEM text (key first).
std::string made() {
    Key key(EVP_EC_gen("P-256"));
    Cert cert(X509_new());
    if (!key || !cert) throw std::runtime_error("OpenSSL could not make the host's key");
    unsigned char serial[16];
    if (RAND_bytes(serial, sizeof serial) != 1)
        throw std::runtime_error("the system gave no random number for the host's certificate");
    serial[0] &= 0x7f; // a positive serial number
    BIGNUM* bn = BN_bin2bn(serial, sizeof serial, nullptr);
    const bool ok = bn && X509_set_version(cert.get(), 2) &&
                    BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(cert.get())) &&
                    X509_gmtime_adj(X509_getm_notBefore(cert.get()), -24 * 3600) &&
                    X509_gmtime_adj(X509_getm_notAfter(cert.get()), 20L * 365 * 24 * 3600) &&
                    X509_set_pubkey(cert.get(), key.get()) &&
                    X509_NAME_add_entry_by_txt(
                        X509_get_subject_name(cert.get()), "CN", MBSTRING_ASC,
                        reinterpret_cast<const unsigned char*>("Aide-de-Camp host"), -1, -1, 0) &&
                    X509_set_issuer_name(cert.get(), X509_get_subject_name(cert.get())) &&
                    X509_sign(cert.get(), key.get(), EVP_sha256()) > 0;
    BN_free(bn);
    if (!ok) throw std::runtime_error("OpenSSL could not sign the host's certificate");
    Bio keyPem(BIO_new(BIO_s_mem())), certPem(BIO_new(BIO_s_mem()));
    if (!keyPem || !certPem ||
        !PEM_write_bio_PrivateKey(keyPem.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) ||
        !PEM_write_bio_X509(certPem.get(), cert.get()))
        throw std::runtime_error("OpenSSL could not write the host's key");
    return pemOf(keyPem) + pemOf(certPem);
}

HostIdentity parsed(const QByteArray& pem, const QString& path) {
    HostIdentity id;
    id.key = QSslKey(pem, QSsl::Ec, QSsl::Pem, QSsl::PrivateKey);
    const QList<QSslCertificate> certs = QSslCertificate::fromData(pem, QSsl::Pem);
    if (!certs.isEmpty()) id.certificate = certs.first();
    if (id.key.isNull() || id.certificate.isNull())
        throw std::runtime_error(
            QStringLiteral("%1 is not the host's key and certificate (PEM): it was left as it "
                           "is; move it away and the host makes a new one")
                .arg(path)
                .toStdString());
    return id;
}

} // namespace

QString fingerprintOf(const QSslCertificate& certificate) {
    return QString::fromLatin1(
        QCryptographicHash::hash(certificate.toDer(), QCryptographicHash::Sha256).toHex());
}

QString HostIdentity::fingerprint() const {
    return fingerprintOf(certificate);
}

QString HostIdentity::pathFor(const QString& gamePath) {
    return gamePath + QStringLiteral(".host.pem");
}

HostIdentity HostIdentity::keptAt(const QString& path) {
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink()) {
        if (!info.isFile() || info.isSymLink())
            throw std::runtime_error(QStringLiteral("%1 should be the host's key and certificate "
                                                    "but is not a plain file; nothing was changed")
                                         .arg(path)
                                         .toStdString());
        QFile f(path);
        if (info.size() > kMaxPemBytes || !f.open(QIODevice::ReadOnly))
            throw std::runtime_error(QStringLiteral("%1 cannot be read as the host's key and "
                                                    "certificate: %2")
                                         .arg(path, info.size() > kMaxPemBytes
                                                        ? QStringLiteral("it is too long")
                                                        : f.errorString())
                                         .toStdString());
        return parsed(f.read(kMaxPemBytes), path);
    }
    const std::string pem = made();
    // 0600 whatever the umask, whole or not at all (adc/private_file.h).
    adc::replacePrivateFile(path.toStdString(), pem);
    return parsed(QByteArray::fromStdString(pem), path);
}

} // namespace adcnet
