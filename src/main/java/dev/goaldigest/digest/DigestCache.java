package dev.goaldigest.digest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A bounded LRU of successful digests keyed by a SHA-256 of (pruned text, goal, model, endpoint, schema mode), so a
 * repeated snapshot with the same goal costs no second model call and the cache never holds page text twice.
 * Failures are not cached: a timeout now may succeed later. Thread-safe.
 */
final class DigestCache {
    /** What a hit returns: the rendered digest and what was measured when it was made. */
    record Entry(String text, int tokensSent, int digestTokens, int refsDropped) {
    }

    private final int capacity;
    private final LinkedHashMap<String, Entry> map;

    DigestCache(int capacity) {
        this.capacity = capacity;
        this.map = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
                return size() > DigestCache.this.capacity;
            }
        };
    }

    static String key(String... parts) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (String p : parts) {
                byte[] b = (p == null ? "\u0001null" : p).getBytes(StandardCharsets.UTF_8);
                md.update(Integer.toString(b.length).getBytes(StandardCharsets.US_ASCII));
                md.update((byte) ':');
                md.update(b);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    synchronized Entry get(String key) {
        return capacity == 0 ? null : map.get(key);
    }

    synchronized void put(String key, Entry e) {
        if (capacity > 0) map.put(key, e);
    }

    synchronized int size() {
        return map.size();
    }
}
