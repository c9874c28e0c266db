package dev.goaldigest.digest;

import dev.goaldigest.secrets.Secrets;

/** Why a digest could not be made; becomes the fallback's one-line reason. Never carries a key. */
final class DigestFailure extends Exception {
    private static final long serialVersionUID = 1L;

    DigestFailure(String reason) {
        super(Secrets.redact(reason), null, false, false);
    }

    String reason() {
        return getMessage();
    }
}
