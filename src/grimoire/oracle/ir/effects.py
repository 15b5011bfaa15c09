"""The :data:`Effect` union: every effect node type, in one place.

:data:`EFFECT_TYPES` (what the resolver registry must cover) is derived from it."""

from __future__ import annotations

from typing import TypeAlias, get_args

from grimoire.oracle.ir.absorb import ExileAsItResolves
from grimoire.oracle.ir.attack_control import ControlAttacks
from grimoire.oracle.ir.attack_others import OpponentsAttackOthers
from grimoire.oracle.ir.attack_tokens import TokensAttackingEach
from grimoire.oracle.ir.base import Unimplemented
from grimoire.oracle.ir.block_control import ControlBlocks, PlayersCreaturesBlock
from grimoire.oracle.ir.block_taxes import BlockTaxThisTurn
from grimoire.oracle.ir.copies import BecomeCopy
from grimoire.oracle.ir.devotion_mana import AddManaDevotion
from grimoire.oracle.ir.different_names import ChooseDifferentNames
from grimoire.oracle.ir.effects_core import (
    AddMana,
    AddManaChoice,
    AddManaChosenColor,
    AddManaCommanderIdentity,
    AddManaCouldProduce,
    AddManaLikeProduced,
    Conditional,
    CounterSpell,
    CreateTokens,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    Exile,
    Fight,
    GainLife,
    GrantKeywords,
    IfDid,
    LibraryLook,
    LoseLife,
    MayDo,
    Modal,
    ModifyPowerToughness,
    PutCounters,
    PutIntoGraveyard,
    PutIntoHand,
    PutIntoLibrary,
    PutOntoBattlefield,
    RemoveCounters,
    ReturnToHand,
    SacrificePermanents,
    SacrificeThis,
    SearchLibrary,
    SearchZones,
    Sequence,
    Shuffle,
    TapPermanents,
)
from grimoire.oracle.ir.effects_more import (
    Animate,
    Assemble,
    Attach,
    AttachToPlayer,
    AttackDuringNextTurn,
    BecomeCrewed,
    BecomeMonarch,
    BecomeType,
    CantAttackPlayers,
    CastCard,
    ChooseQuality,
    ClaimThePrize,
    CombatRestriction,
    CopyCard,
    CopySpell,
    CreateTokenCopy,
    DelayedTrigger,
    DoesntUntap,
    ExchangeControl,
    ExtraLandPlay,
    ForbidActivations,
    ForEach,
    GainAbilities,
    GainControl,
    GetEnergy,
    LookAt,
    LoseGame,
    MayPlay,
    Monstrosity,
    MoveCounters,
    MustAttackPlayer,
    MustBlock,
    Myriad,
    OpenAttraction,
    PayCost,
    PhaseOut,
    PreventDamage,
    Proliferate,
    PutCountersOf,
    PutOnTopOrBottom,
    ReflexiveTrigger,
    Regenerate,
    RemoveAllCounters,
    RemoveFromCombat,
    RepeatForResults,
    RevealHand,
    RevealUntil,
    RollAgain,
    RollDice,
    RollPlanarDie,
    RollToVisit,
    SetBasePowerToughness,
    SetLifeTotal,
    SetMaxHandSize,
    StationCharge,
    SwapControlOfAll,
    TapOrUntap,
    Transform,
    UnlessPays,
    VowRestriction,
    WinGame,
)
from grimoire.oracle.ir.effects_special import (
    BecomeCharacteristics,
    CastPermission,
    CastUpTo,
    ChangeText,
    ChooseNewTargets,
    ChooseObjects,
    Clash,
    ClassLevelUp,
    CopyRepeatedly,
    DamageChosenRecipient,
    DealDividedDamage,
    DistributeCounters,
    Encore,
    EndTheTurn,
    EntersTappedEffect,
    ExileIfDiesThisTurn,
    ExileUntil,
    ExtraLoyaltyActivations,
    FlipCoin,
    ForEachObject,
    GetEmblem,
    Hideaway,
    InstallResults,
    KeywordAction,
    LoseKeywords,
    ManaSpentRider,
    NextRollReplacement,
    Ninjutsu,
    NoteOnSource,
    OnceEachTurn,
    Pair,
    PileOnTop,
    PlanarRule,
    PlanarTopToBottom,
    Planeswalk,
    PlayerCounters,
    PlayersPutOntoBattlefield,
    ProtectionFromChosenColor,
    RepeatProcess,
    RerollAnyDie,
    RerollStored,
    Reveal,
    RevealPlanarTop,
    RolledDieBecomesToken,
    SacrificeObjects,
    SeparatePiles,
    SetX,
    SkipCombatPhases,
    SkipNextTurn,
    SkipUntapStep,
    SwitchPowerToughness,
    TargetToLowestRoller,
    Unearth,
    Vote,
    WarpExile,
)
from grimoire.oracle.ir.exchange import ExchangePower
from grimoire.oracle.ir.exploit import Exploit
from grimoire.oracle.ir.extra_phases import AdditionalPhases
from grimoire.oracle.ir.fights import FightPairs
from grimoire.oracle.ir.haunt import Haunt
from grimoire.oracle.ir.meld import Meld
from grimoire.oracle.ir.named_choices import ForEachWhoChose, OpponentsChoose
from grimoire.oracle.ir.next_attacks import AttacksNextCombat, CantAttackYouUntilYourNextTurn
from grimoire.oracle.ir.next_spell import NextSpellGains
from grimoire.oracle.ir.offers import OfferEach
from grimoire.oracle.ir.owner_control import OwnersGainControl
from grimoire.oracle.ir.per_player import TapForEachPlayer
from grimoire.oracle.ir.prevention import (
    DamageCantBePrevented,
    ExcessDamage,
    PreventDividedDamage,
    RedirectDamage,
)
from grimoire.oracle.ir.remember import NameObjects
from grimoire.oracle.ir.repeat_paid import RepeatWhilePaid
from grimoire.oracle.ir.repeat_times import RepeatTimes
from grimoire.oracle.ir.seating import ChooseFromNextPlayer
from grimoire.oracle.ir.spell_enters import SpellEntersWithCounters
from grimoire.oracle.ir.x_payments import PayUpToX

Effect: TypeAlias = (
    Sequence | MayDo | IfDid | Conditional | Modal | DealDamage | DrawCards | GainLife | LoseLife
    | CreateTokens | Destroy | Exile | ReturnToHand | PutIntoLibrary | PutOntoBattlefield
    | PutIntoHand | PutIntoGraveyard | SacrificePermanents | SacrificeThis | Discard
    | TapPermanents | PutCounters | RemoveCounters | ModifyPowerToughness | GrantKeywords
    | LibraryLook | SearchLibrary | Shuffle | CounterSpell | Fight | AddMana | AddManaChoice
    | SearchZones
    | AddManaCouldProduce | RollDice | RollPlanarDie | RollAgain | CopyCard | CastCard | ForEach
    | AddManaLikeProduced | AddManaChosenColor | AddManaCommanderIdentity | Myriad | UnlessPays
    | LookAt
    | MayPlay | DoesntUntap | ChooseQuality | MustAttackPlayer | AttackDuringNextTurn
    | OpponentsAttackOthers
    | SetLifeTotal
    | Attach | RevealUntil | Monstrosity | GainControl | PutOnTopOrBottom | CreateTokenCopy
    | BecomeCrewed | BecomeType | GainAbilities | StationCharge | BecomeCopy | ExchangeControl
    | Animate | AttachToPlayer | MustBlock | ControlBlocks | CantAttackPlayers | DelayedTrigger
    | LoseGame | WinGame | OpenAttraction | RollToVisit | ClaimThePrize | RepeatForResults
    | PhaseOut
    | SetMaxHandSize | RemoveAllCounters | MoveCounters | PutCountersOf | SwapControlOfAll
    | VowRestriction
    | SkipNextTurn
    | SkipCombatPhases | SkipUntapStep | PlayersPutOntoBattlefield
    | ReflexiveTrigger
    | SetBasePowerToughness | Assemble | Regenerate | Proliferate | Transform | GetEnergy
    | BecomeMonarch | PayCost | PreventDamage | CombatRestriction | RevealHand | TapOrUntap
    | RemoveFromCombat
    | CopySpell | NextRollReplacement | EndTheTurn | RerollStored | RerollAnyDie | FlipCoin
    | RolledDieBecomesToken | InstallResults
    | EntersTappedEffect
    | KeywordAction | SwitchPowerToughness | LoseKeywords | ProtectionFromChosenColor
    | BecomeCharacteristics
    | DealDividedDamage | DistributeCounters | Reveal | PlayerCounters | SacrificeObjects
    | ClassLevelUp
    | Planeswalk | RevealPlanarTop | PlanarTopToBottom | PlanarRule | GetEmblem
    | ChooseObjects | RepeatProcess | Vote | ExileIfDiesThisTurn
    | DamageCantBePrevented | RedirectDamage | ExcessDamage | PreventDividedDamage
    | NextSpellGains
    | ExtraLoyaltyActivations | DamageChosenRecipient | Unearth | Hideaway | Ninjutsu
    | Encore | WarpExile | Pair
    | NoteOnSource | ForEachObject | ChooseNewTargets | CastPermission | OnceEachTurn
    | ExileUntil | SetX | CastUpTo | TargetToLowestRoller | CopyRepeatedly
    | ExtraLandPlay | ManaSpentRider | NameObjects | ChangeText | ForbidActivations | Clash
    | SeparatePiles
    | FightPairs | Exploit | Haunt | OwnersGainControl | BlockTaxThisTurn
    | TokensAttackingEach | PileOnTop | RepeatTimes
    | OfferEach | PayUpToX | AdditionalPhases | ControlAttacks | ExileAsItResolves
    | AddManaDevotion | Meld | TapForEachPlayer | ExchangePower | RepeatWhilePaid
    | SpellEntersWithCounters
    | ChooseFromNextPlayer
    | PlayersCreaturesBlock
    | OpponentsChoose | ForEachWhoChose
    | ChooseDifferentNames
    | AttacksNextCombat | CantAttackYouUntilYourNextTurn
    | Unimplemented
)


EFFECT_TYPES: tuple[type, ...] = tuple(t for t in get_args(Effect) if t is not Unimplemented)
"""Every effect node type: the resolver registry must have one resolver for each."""
