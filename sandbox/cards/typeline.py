"""The words of a type line (205): card types, supertypes and each card type's subtypes.

The subtype lists are those of the Comprehensive Rules 205.3g-205.3q (the 2025 edition that
lists Moogle), plus the newer artifact types Lander and Spacecraft and the land type Planet.
Filters (``sandbox.cards.filters``) accept only these words, and the layers drop a subtype
that doesn't fit the object's card types (205.3d).
"""

from __future__ import annotations

import functools
from enum import StrEnum

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery")
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
"""Card types of permanents (110.4)."""
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World")
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

ARTIFACT_SUBTYPES = ("Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment",
                     "Food", "Fortification", "Gold", "Incubator", "Junk", "Lander", "Map",
                     "Powerstone", "Spacecraft", "Treasure", "Vehicle")
"""205.3g."""
ENCHANTMENT_SUBTYPES = ("Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room",
                        "Rune", "Saga", "Shard", "Shrine")
"""205.3h."""
LAND_SUBTYPES = ("Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain",
                 "Plains", "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's")
"""205.3i."""
PLANESWALKER_SUBTYPES = (
    "Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix",
    "Chandra", "Comet", "Dack", "Dakkon", "Daretti", "Davriel", "Dihada", "Domri", "Dovin",
    "Ellywick", "Elminster", "Elspeth", "Estrid", "Freyalise", "Garruk", "Gideon", "Grist", "Guff",
    "Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito", "Karn", "Kasmina", "Kaya", "Kiora", "Koth",
    "Liliana", "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri", "Narset", "Niko", "Nissa",
    "Nixilis", "Oko", "Quintorius", "Ral", "Rowan", "Saheeli", "Samut", "Sarkhan", "Serra",
    "Sivitri", "Sorin", "Szat", "Tamiyo", "Tasha", "Teferi", "Teyo", "Tezzeret", "Tibalt", "Tyvar",
    "Ugin", "Urza", "Venser", "Vivien", "Vraska", "Vronos", "Will", "Windgrace", "Wrenn", "Xenagos",
    "Yanggu", "Yanling", "Zariel")
"""205.3j."""
SPELL_SUBTYPES = ("Adventure", "Arcane", "Lesson", "Omen", "Trap")
"""205.3k: instants and sorceries."""
BATTLE_SUBTYPES = ("Siege",)
"""205.3q."""
CREATURE_SUBTYPES = (
    "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon",
    "Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog", "Aurochs",
    "Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard", "Basilisk", "Bat", "Bear", "Beast",
    "Beaver", "Beeble", "Beholder", "Berserker", "Bird", "Blinkmoth", "Boar", "Bringer", "Brushwagg",
    "Camarid", "Camel", "Capybara", "Caribou", "Carrier", "Cat", "Centaur", "Child", "Chimera",
    "Citizen", "Cleric", "Clown", "Cockatrice", "Construct", "Coward", "Coyote", "Crab", "Crocodile",
    "C'tan", "Custodes", "Cyberman", "Cyclops", "Dalek", "Dauthi", "Demigod", "Demon", "Deserter",
    "Detective", "Devil", "Dinosaur", "Djinn", "Doctor", "Dog", "Dragon", "Drake", "Dreadnought",
    "Drone", "Druid", "Dryad", "Dwarf", "Efreet", "Egg", "Elder", "Eldrazi", "Elemental", "Elephant",
    "Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret", "Fish", "Flagbearer", "Fox", "Fractal",
    "Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant", "Gith", "Glimmer", "Gnoll", "Gnome",
    "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn", "Gremlin", "Griffin", "Guest", "Hag",
    "Halfling", "Hamster", "Harpy", "Hellion", "Hero", "Hippo", "Hippogriff", "Homarid", "Homunculus",
    "Horror", "Horse", "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation", "Inkling",
    "Inquisitor", "Insect", "Jackal", "Jellyfish", "Juggernaut", "Kavu", "Kirin", "Kithkin", "Knight",
    "Kobold", "Kor", "Kraken", "Llama", "Lamia", "Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid",
    "Lizard", "Manticore", "Masticore", "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur",
    "Mite", "Mole", "Monger", "Mongoose", "Monk", "Monkey", "Moogle", "Moonfolk", "Mount", "Mouse",
    "Mutant", "Myr", "Mystic", "Nautilus", "Necron", "Nephilim", "Nightmare", "Nightstalker", "Ninja",
    "Noble", "Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Otter",
    "Ouphe", "Ox", "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer", "Pest",
    "Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Porcupine",
    "Possum", "Praetor", "Primarch", "Prism", "Processor", "Qu", "Rabbit", "Raccoon", "Ranger", "Rat",
    "Rebel", "Reflection", "Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander", "Samurai",
    "Sand", "Saproling", "Satyr", "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout", "Sculpture",
    "Seal", "Serf", "Serpent", "Servo", "Shade", "Shaman", "Shapeshifter", "Shark", "Sheep", "Siren",
    "Skeleton", "Skunk", "Slith", "Sliver", "Sloth", "Slug", "Snail", "Snake", "Soldier", "Soltari",
    "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge",
    "Squid", "Squirrel", "Starfish", "Surrakar", "Survivor", "Synth", "Tentacle", "Tetravite",
    "Thalakos", "Thopter", "Thrull", "Tiefling", "Time Lord", "Toy", "Treefolk", "Trilobite",
    "Triskelavite", "Troll", "Turtle", "Tyranid", "Unicorn", "Vampire", "Varmint", "Vedalken",
    "Volver", "Wall", "Walrus", "Warlock", "Warrior", "Weasel", "Weird", "Werewolf", "Whale", "Wizard",
    "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie", "Zubera")
"""205.3m: shared by creatures and kindreds."""
ALL_CREATURE_TYPES = "All creature types"
"""Marker subtype of an object that has every creature type (702.73a changeling, 205.3m)."""

SUBTYPES_OF: dict[str, tuple[str, ...]] = {
    "Artifact": ARTIFACT_SUBTYPES, "Enchantment": ENCHANTMENT_SUBTYPES, "Land": LAND_SUBTYPES,
    "Planeswalker": PLANESWALKER_SUBTYPES, "Instant": SPELL_SUBTYPES, "Sorcery": SPELL_SUBTYPES,
    "Battle": BATTLE_SUBTYPES, "Creature": CREATURE_SUBTYPES + (ALL_CREATURE_TYPES,),
    "Kindred": CREATURE_SUBTYPES + (ALL_CREATURE_TYPES,),
}
"""Which subtypes each card type may carry (205.3c, 205.3d)."""
KNOWN_SUBTYPES = frozenset(s for subs in SUBTYPES_OF.values() for s in subs)


@functools.lru_cache(maxsize=1024)
def fitting_subtypes(subtypes: tuple[str, ...], card_types: tuple[str, ...]) -> tuple[str, ...]:
    """The subtypes an object with these card types keeps (205.3d)."""
    return tuple(s for s in subtypes if subtype_fits(s, card_types))


def subtype_fits(subtype: str, card_types: tuple[str, ...]) -> bool:
    """Can an object with these card types have this subtype (205.3d)? A subtype no list knows
    (a custom card's) is kept: nothing says which card type it belongs to."""
    if subtype not in KNOWN_SUBTYPES:
        return True
    return any(subtype in SUBTYPES_OF[t] for t in card_types if t in SUBTYPES_OF)


class KeywordName(StrEnum):
    """Keyword abilities (702) the engine implements. They live here, below filters and the
    vocabulary, so "creature with <keyword>" and the keyword registry name the same ones."""

    FLYING = "flying"
    TRAMPLE = "trample"
    HASTE = "haste"
    VIGILANCE = "vigilance"
    FIRST_STRIKE = "first strike"
    DOUBLE_STRIKE = "double strike"
    DEATHTOUCH = "deathtouch"
    LIFELINK = "lifelink"
    REACH = "reach"
    DEFENDER = "defender"
    HEXPROOF = "hexproof"
    SHROUD = "shroud"
    INDESTRUCTIBLE = "indestructible"
    FLASH = "flash"
    MENACE = "menace"
    READ_AHEAD = "read ahead"
    ENCHANT = "enchant"
    PROTECTION_FROM = "protection from"
    FLASHBACK = "flashback"
    PERSIST = "persist"
    UNDYING = "undying"
    KICKER = "kicker"
    MORPH = "morph"
    MEGAMORPH = "megamorph"
    REBOUND = "rebound"
    EXPLOIT = "exploit"
    NINJUTSU = "ninjutsu"
    INTIMIDATE = "intimidate"
    FEAR = "fear"
    SHADOW = "shadow"
    HORSEMANSHIP = "horsemanship"
    PLAINSWALK = "plainswalk"
    ISLANDWALK = "islandwalk"
    SWAMPWALK = "swampwalk"
    MOUNTAINWALK = "mountainwalk"
    FORESTWALK = "forestwalk"
    INFECT = "infect"
    WITHER = "wither"
    CHANGELING = "changeling"
    EXALTED = "exalted"
    FLANKING = "flanking"
    BUSHIDO = "bushido"
    SPLIT_SECOND = "split second"
    STORM = "storm"
    CASCADE = "cascade"
    ECHO = "echo"
    MADNESS = "madness"
    ANNIHILATOR = "annihilator"
    JUMP_START = "jump-start"
    SOULSHIFT = "soulshift"
    EVOKE = "evoke"
    DASH = "dash"
    BUYBACK = "buyback"
    CONVOKE = "convoke"
    IMPROVISE = "improvise"
    DELVE = "delve"
    CUMULATIVE_UPKEEP = "cumulative upkeep"
    SKULK = "skulk"
    FADING = "fading"
    MODULAR = "modular"
    BLOODTHIRST = "bloodthirst"
    RENOWN = "renown"
    EXTORT = "extort"
    RIOT = "riot"
    UNLEASH = "unleash"
    LIVING_WEAPON = "living weapon"
    AFFLICT = "afflict"
    ASCEND = "ascend"
    DEVOUR = "devour"
    TRIBUTE = "tribute"
    WARD = "ward"
    VANISHING = "vanishing"
    RAMPAGE = "rampage"
    AFTERMATH = "aftermath"
    FUSE = "fuse"
    BESTOW = "bestow"
    SURGE = "surge"
    SUNBURST = "sunburst"
    ASSIST = "assist"
    UMBRA_ARMOR = "umbra armor"
    CASUALTY = "casualty"
    SOULBOND = "soulbond"
    MULTIKICKER = "multikicker"
    AFTERLIFE = "afterlife"
    DAYBOUND = "daybound"
    NIGHTBOUND = "nightbound"
    DISTURB = "disturb"
    RETRACE = "retrace"
    ESCAPE = "escape"
    SUSPEND = "suspend"
    FORETELL = "foretell"
    DREDGE = "dredge"
    ENTWINE = "entwine"
    ESCALATE = "escalate"


WITH_ARG = (KeywordName.ENCHANT, KeywordName.PROTECTION_FROM, KeywordName.FLASHBACK, KeywordName.KICKER, KeywordName.MORPH,
            KeywordName.MEGAMORPH,
            KeywordName.NINJUTSU, KeywordName.BUSHIDO, KeywordName.ECHO,
            KeywordName.MADNESS, KeywordName.ANNIHILATOR, KeywordName.SOULSHIFT,
            KeywordName.EVOKE, KeywordName.DASH, KeywordName.BUYBACK, KeywordName.CUMULATIVE_UPKEEP,
            KeywordName.FADING, KeywordName.MODULAR, KeywordName.BLOODTHIRST, KeywordName.RENOWN,
            KeywordName.AFFLICT, KeywordName.DEVOUR, KeywordName.TRIBUTE,
            KeywordName.WARD, KeywordName.VANISHING, KeywordName.RAMPAGE, KeywordName.BESTOW, KeywordName.SURGE,
            KeywordName.CASUALTY, KeywordName.MULTIKICKER, KeywordName.AFTERLIFE, KeywordName.ESCAPE,
            KeywordName.SUSPEND, KeywordName.FORETELL, KeywordName.DREDGE, KeywordName.DISTURB,
            KeywordName.ENTWINE, KeywordName.ESCALATE)
"""Keywords written with what follows them ("Enchant creature", "Flashback {2}{R}")."""
KEYWORDS = tuple(str(k) for k in KeywordName if k not in WITH_ARG)
"""Keyword abilities (702) a card may name as plain text."""
