package dev.goaldigest.snapshot;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

/** Token counts with the o200k_base encoding (GPT-4o, GPT-4.1 and later), via jtokkit. */
public final class Tokens {
    private static final class Holder {
        static final Encoding O200K = Encodings.newDefaultEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
    }

    private Tokens() {
    }

    /** The number of o200k tokens in {@code text}. */
    public static int count(String text) {
        if (text == null || text.isEmpty()) return 0;
        return Holder.O200K.countTokensOrdinary(text);
    }
}
