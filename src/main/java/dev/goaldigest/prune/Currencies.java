package dev.goaldigest.prune;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The currencies of {@code words.yaml}, one table for every rule that looks for one: the pattern of a price
 * ({@link Texts#PRICE}), the cheap test before it, the end of a card's line that names a thing and its price, and a
 * currency switcher's links. What the file holds is read in {@link WordLists}; this is what the rules make of it.
 *
 * @param codes ISO 4217 codes, upper case
 * @param notInPrices of {@code codes}, those that are also words ("TRY", "PHP"): a switcher's, never a price's
 * @param signs the one-character signs
 * @param beforeNumber letters written before a price's number, in capitals as written ("R180", "Rp 15.000", "RM 25")
 * @param afterNumber words a price's number stands before, as written ("zł", "Kč", "руб")
 * @param afterThreeDigits words that are a currency only after three digits or more, case as written ("Ft")
 */
record Currencies(Set<String> codes, Set<String> notInPrices, String signs, List<String> beforeNumber,
        List<String> afterNumber, List<String> afterThreeDigits) {

    Currencies {
        codes = Set.copyOf(codes);
        notInPrices = Set.copyOf(notInPrices);
        beforeNumber = List.copyOf(beforeNumber);
        afterNumber = List.copyOf(afterNumber);
        afterThreeDigits = List.copyOf(afterThreeDigits);
    }

    /** The table shipped in the jar. */
    static Currencies bundled() {
        return WordLists.bundled().currencies();
    }

    /** Whether {@code c} is a currency's sign. */
    boolean isSign(char c) {
        return signs.indexOf(c) >= 0;
    }

    /** Whether {@code word}, as written in capitals, is a code a price may stand beside. */
    boolean isPriceCode(String word) {
        return codes.contains(word) && !notInPrices.contains(word);
    }

    /** Whether {@code word} is a code a switcher may list, as written (upper case). */
    boolean isCode(String word) {
        return codes.contains(word);
    }

    /** The codes a price may stand beside, as written (capitals), sorted (one pattern on every run). */
    List<String> priceCodes() {
        return codes.stream().filter(c -> !notInPrices.contains(c)).sorted().collect(Collectors.toList());
    }

    /**
     * Every word a price may end with, in lower case: the codes, the words after a number, those after three digits
     * ({@link SiblingFold}'s cheap test of a line's end, before the pattern).
     */
    List<String> endings() {
        Set<String> out = new LinkedHashSet<>();
        for (String code : priceCodes()) out.add(code.toLowerCase(Locale.ROOT));
        for (String w : afterNumber) out.add(w.toLowerCase(Locale.ROOT));
        for (String w : afterThreeDigits) out.add(w.toLowerCase(Locale.ROOT));
        return List.copyOf(out);
    }

    /**
     * Where a number before its currency may start: not inside a run of digits (a run's first digit is tried, the others
     * are not tried again).
     */
    private static final String NUMBER_START = "(?<!\\d)";
    /**
     * A number's digits and separators after its first digit, at most 24 and never given back: a number followed by its
     * currency cannot end in a separator's place, so giving back finds nothing, and a run of thousands of digits (a
     * hostile page's) costs each start a bounded walk, not one of its whole length, three times nested.
     */
    private static final String DIGITS = "[\\d.,]{0,24}+";
    /** Groups of three digits after a space ("21 777 Kč", "9 900,00 zł"), at most six, never given back. */
    private static final String GROUPS = "(?:[ \\u00a0\\u202f]\\d{3}){0,6}+";

    /**
     * A price: a sign (two capitals may stand before it: "US$", "R$") or a code in capitals, then a number; a
     * currency's letters before its number, as written ("R180", "Rs. 499"), then a number that no letter or digit
     * follows ("R2D2" is a name); or a
     * number, then a sign, a code in capitals or a word after the number (any case: "12 kr", "350 руб"); or three digits
     * or more, then a word after three digits. A code in lower case is a word of prose ("en 2020, ils ont"). A number
     * may group its thousands with spaces ("21 777 Kč", "9 900,00 zł"); a word written outside ASCII ends where its
     * letters end, not at a word boundary ({@code (?!\p{L})}: "820руб", "500 тг.").
     */
    Pattern pricePattern() {
        String signClass = "[" + escapeInClass(signs) + "]";
        String codeAlt = String.join("|", priceCodes());
        List<String> ascii = new ArrayList<>();
        List<String> other = new ArrayList<>();
        for (String w : afterNumber) (w.chars().allMatch(c -> c < 128) ? ascii : other).add(Pattern.quote(w));
        String after = signClass + "|\\b(?-i:" + codeAlt + ")\\b" + (ascii.isEmpty() ? "" : "|\\b(?:" + String.join("|", ascii) + ")\\b")
                + (other.isEmpty() ? "" : "|(?:" + String.join("|", other) + ")(?!\\p{L})");
        String threeDigits = afterThreeDigits.stream().map(Pattern::quote).collect(Collectors.joining("|"));
        String before = beforeNumber.stream().sorted(Comparator.comparingInt(String::length).reversed())
                .map(Pattern::quote).collect(Collectors.joining("|"));
        String regex = "(?:(?:\\b(?-i:[A-Z]{1,2}))?" + signClass + "|\\b(?-i:" + codeAlt + ")\\b)\\s?\\d[\\d.,]*+"
                + (before.isEmpty() ? "" : "|\\b(?-i:" + before + ")\\.?\\s?\\d[\\d.,]*+(?![\\p{L}\\d])")
                + "|" + NUMBER_START + "\\d" + DIGITS + GROUPS + "\\s?(?:" + after + ")"
                + (threeDigits.isEmpty() ? ""
                        : "|" + NUMBER_START + "(?:\\d{1,3}+" + GROUPS.replace("{0,", "{1,") + "|\\d{3}" + DIGITS + ")\\s?(?-i:"
                                + threeDigits + ")\\b");
        return Pattern.compile(regex, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    /**
     * The letters {@link #pricePattern} needs before it is tried ({@link LetterGate}): a digit and a sign or a code
     * or word in ASCII letters; signs and words outside ASCII the gate lets through by itself.
     */
    LetterGate priceGate() {
        List<String> words = new ArrayList<>();
        for (char c : signs.toCharArray()) if (c < 128) words.add("#" + c);
        for (String code : priceCodes()) words.add("#" + code.toLowerCase(Locale.ROOT));
        for (String w : beforeNumber) words.add("#" + w.toLowerCase(Locale.ROOT));
        for (String w : afterNumber) if (w.chars().allMatch(c -> c < 128)) words.add("#" + w.toLowerCase(Locale.ROOT));
        for (String w : afterThreeDigits) if (w.chars().allMatch(c -> c < 128)) words.add("#" + w.toLowerCase(Locale.ROOT));
        return new LetterGate(words);
    }

    /**
     * A currency's sign or word as a switcher names it, alone or beside its code ("€", "US$", "zł", "Kč"), matched as
     * a whole word, case as written.
     */
    Pattern switcherSign() {
        List<String> words = new ArrayList<>();
        for (String w : afterNumber) words.add(Pattern.quote(w));
        for (String w : afterThreeDigits) words.add(Pattern.quote(w));
        return Pattern.compile("[A-Z]{0,2}[" + escapeInClass(signs) + "]|" + String.join("|", words));
    }

    private static String escapeInClass(String chars) {
        StringBuilder out = new StringBuilder();
        for (char c : chars.toCharArray()) {
            if ("\\[]^-&".indexOf(c) >= 0) out.append('\\');
            out.append(c);
        }
        return out.toString();
    }
}
