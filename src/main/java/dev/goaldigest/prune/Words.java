package dev.goaldigest.prune;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Normalised words for offline matching, in any language: lower case, accents folded ({@code java.text.Normalizer}),
 * letters and digits split apart ({@code 128GB} is {@code 128} and {@code gb}, like {@code 128 GB}), numbers without
 * thousands separators or zero decimals ({@code 1.029,00} is {@code 1029}), plural and simple suffixes stripped (an
 * Arabic word's article: {@link #arabicStem}), and function words of a few languages dropped.
 */
public final class Words {
    /**
     * The most characters of one text that are read (every real page's texts are far shorter): the rules' work on a
     * text node of megabytes stays bounded, in time and in memory.
     */
    static final int MAX_TEXT = 10_000;

    private Words() {
    }

    /** At most {@link #MAX_TEXT} characters of {@code text}, never half a surrogate pair. */
    static String bounded(String text) {
        if (text.length() <= MAX_TEXT) return text;
        int end = Character.isHighSurrogate(text.charAt(MAX_TEXT - 1)) ? MAX_TEXT - 1 : MAX_TEXT;
        return text.substring(0, end);
    }

    /**
     * Whether {@code c} is a letter of the Chinese, Japanese or Korean scripts, as {@link #fold} leaves them: ideographs,
     * kana with the prolonged sound mark, hangul syllables and the jamo NFKD splits them into. Such text is not split
     * into words by spaces, and a run of letters does not go on across its edge ({@link #of}).
     */
    static boolean isCjk(char c) {
        return c >= 0x2E80 && c < 0xA000 || c >= 0xAC00 && c <= 0xD7FF || c >= 0xF900 && c <= 0xFAFF
                || c >= 0x1100 && c <= 0x11FF || c >= 0xA960 && c <= 0xA97F;
    }

    /** Whether {@code c} is hiragana (Japanese particles and endings: "の", "を開いて"). */
    static boolean isHiragana(char c) {
        return c >= 0x3040 && c <= 0x309F;
    }

    /** Whether {@code c} is kana, hiragana or katakana (Japanese). */
    static boolean isKana(char c) {
        return c >= 0x3040 && c <= 0x30FF;
    }

    /** Whether {@code c} is Korean: a hangul syllable or a jamo. */
    static boolean isHangul(char c) {
        return c >= 0xAC00 && c <= 0xD7FF || c >= 0x1100 && c <= 0x11FF || c >= 0xA960 && c <= 0xA97F;
    }

    /** How many hiragana letters {@code s} holds. */
    static int hiragana(String s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) if (isHiragana(s.charAt(i))) h++;
        return h;
    }

    /** Function words (and the verbs of instructions) of several languages ({@code prune/words.yaml}). */
    static final Set<String> STOP = WordLists.bundled().stopWords();

    /**
     * The normalised words of {@code text} (its first {@link #MAX_TEXT} characters), in order, duplicates kept, stop
     * words dropped.
     */
    public static List<String> of(String text) {
        List<String> out = new ArrayList<>();
        if (text == null || text.isEmpty()) return out;
        String s = fold(text);
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isDigit(c)) {
                int j = i;
                // digits with inner separators: 1,029.00 / 1.029,00 / 12 345
                while (j < n && (Character.isDigit(s.charAt(j))
                        || ((s.charAt(j) == '.' || s.charAt(j) == ',') && j + 1 < n && Character.isDigit(s.charAt(j + 1))
                        && j > i))) {
                    j++;
                }
                out.add(number(s.substring(i, j)));
                i = j;
            } else if (Character.isLetter(c)) {
                int j = i;
                // a Latin name inside Japanese or Chinese text is a word of its own ("NEVERまとめ", "iPhoneケース")
                boolean cjk = isCjk(c);
                while (j < n && Character.isLetter(s.charAt(j)) && isCjk(s.charAt(j)) == cjk) j++;
                String w = s.substring(i, j);
                if (!STOP.contains(w)) out.add(isArabic(w.charAt(0)) ? arabicStem(w) : stem(w));
                i = j;
            } else {
                i++;
            }
        }
        return out;
    }

    /**
     * The runs of letters of {@code text}, {@linkplain #fold folded}, whole: not stemmed, stop words kept (a goal's
     * ordinal words and language names are looked up as written).
     */
    private static final java.util.regex.Pattern NOT_LETTERS = java.util.regex.Pattern.compile("[^\\p{L}]+");

    static String[] foldedLetterRuns(String text) {
        return NOT_LETTERS.split(fold(text));
    }

    /** Lower case, accents removed, a few letters that do not decompose spelled out; the first {@link #MAX_TEXT} characters. */
    static String fold(String text) {
        String s = bounded(text).toLowerCase(Locale.ROOT);
        boolean ascii = true;
        for (int i = 0; i < s.length() && ascii; i++) if (s.charAt(i) > 127) ascii = false;
        if (ascii) return s;
        s = Normalizer.normalize(s, Normalizer.Form.NFKD);
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            // an Arabic alef with hamza or madda is a letter of its own: "إلكتروني" does not begin with the article
            // "ال" ({@link #arabicStem} writes it as a plain alef once the article is off)
            if (c == 'ا' && i + 1 < s.length() && s.charAt(i + 1) >= '\u0653' && s.charAt(i + 1) <= '\u0655') {
                char mark = s.charAt(++i);
                b.append(mark == '\u0653' ? 'آ' : mark == '\u0654' ? 'أ' : 'إ');
                continue;
            }
            int type = Character.getType(c);
            if (type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                    || type == Character.ENCLOSING_MARK) {
                continue;
            }
            switch (c) {
                case 'ß' -> b.append("ss");
                case 'æ' -> b.append("ae");
                case 'œ' -> b.append("oe");
                case 'ø' -> b.append('o');
                case 'đ' -> b.append('d');
                case 'ł' -> b.append('l');
                case 'þ' -> b.append("th");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** A number without thousands separators and without a zero decimal part. */
    static String number(String raw) {
        int lastSep = Math.max(raw.lastIndexOf('.'), raw.lastIndexOf(','));
        String intPart = raw;
        String dec = "";
        if (lastSep >= 0 && raw.length() - lastSep - 1 != 3) {
            intPart = raw.substring(0, lastSep);
            dec = raw.substring(lastSep + 1);
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < intPart.length(); i++) if (Character.isDigit(intPart.charAt(i))) b.append(intPart.charAt(i));
        String digits = b.toString().replaceFirst("^0+(?=\\d)", "");
        if (!dec.isEmpty() && !dec.chars().allMatch(ch -> ch == '0')) return digits + "." + dec;
        return digits;
    }

    private static boolean isArabic(char c) {
        return c >= 0x0620 && c <= 0x064A || c >= 0x0671 && c <= 0x06D3;
    }

    /** Prefixes an Arabic word takes before its noun: the article, with a conjunction or a preposition before it. */
    private static final String[] ARABIC_PREFIXES = {"وال", "بال", "كال", "فال", "لل", "ال"};

    /**
     * A light Arabic stem: the letters written two ways written one way (alef maqsura and the Persian ya as ya, the
     * Persian kaf as kaf, ta marbuta as ha, the stretching tatweel out), the article off with what joins it
     * ("الهجري", "بالتقويم": "هجري", "تقويم"), then alef with hamza or madda as alef: a goal's "الهجري" finds a page's
     * "هجرى". Three letters at least stay, four after an article with a letter before it ("والدين" stays whole).
     */
    static String arabicStem(String w) {
        StringBuilder b = new StringBuilder(w.length());
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            switch (c) {
                case 'ى', 'ی' -> b.append('ي');
                case 'ک' -> b.append('ك');
                case 'ة' -> b.append('ه');
                case 'ـ' -> { }
                default -> b.append(c);
            }
        }
        String n = b.toString();
        for (String p : ARABIC_PREFIXES) {
            if (n.startsWith(p) && n.length() - p.length() >= (p.length() == 3 ? 4 : 3)) {
                n = n.substring(p.length());
                break;
            }
        }
        return n.replace('أ', 'ا').replace('إ', 'ا').replace('آ', 'ا').replace('ٱ', 'ا');
    }

    /** A light, language-neutral stem: plural and a few common suffixes off, so "prices" and "price" agree. */
    static String stem(String w) {
        int n = w.length();
        if (n <= 3) return w;
        if (w.endsWith("ies") && n > 4) {
            w = w.substring(0, n - 3) + "y";
        } else if (w.endsWith("ses") || w.endsWith("xes") || w.endsWith("zes") || w.endsWith("ches")
                || w.endsWith("shes")) {
            w = w.substring(0, n - 2);
        } else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) {
            w = w.substring(0, n - 1);
        }
        n = w.length();
        if (n > 5 && w.endsWith("ing")) {
            w = w.substring(0, n - 3);
        } else if (n > 4 && w.endsWith("ed")) {
            w = w.substring(0, n - 2);
        } else if (n > 5 && (w.endsWith("en") || w.endsWith("er"))) {
            w = w.substring(0, n - 2);
        }
        n = w.length();
        if (n > 4 && w.endsWith("e")) w = w.substring(0, n - 1);
        return w;
    }
}
