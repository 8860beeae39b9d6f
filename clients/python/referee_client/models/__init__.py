"""Contains all the data models used in inputs/outputs"""

from .attestation_jwk import AttestationJwk
from .attestation_jwk_alg import AttestationJwkAlg
from .attestation_jwk_crv import AttestationJwkCrv
from .attestation_jwk_kty import AttestationJwkKty
from .attestation_jwk_use import AttestationJwkUse
from .attestation_jwks import AttestationJwks
from .attestation_verify_answer import AttestationVerifyAnswer
from .attestation_verify_request import AttestationVerifyRequest
from .attestation_verify_request_answer import AttestationVerifyRequestAnswer
from .attestation_verify_request_game import AttestationVerifyRequestGame
from .attestation_verify_request_request import AttestationVerifyRequestRequest
from .auction_adjudicate_answer import AuctionAdjudicateAnswer
from .auction_check_bid_answer import AuctionCheckBidAnswer
from .auction_check_bid_request import AuctionCheckBidRequest
from .auction_check_move_request import AuctionCheckMoveRequest
from .auction_check_move_request_hearts_broken import AuctionCheckMoveRequestHeartsBroken
from .auction_claim_request import AuctionClaimRequest
from .auction_claim_request_hearts_broken import AuctionClaimRequestHeartsBroken
from .auction_claim_request_standard import AuctionClaimRequestStandard
from .auction_deal_request import AuctionDealRequest
from .auction_deal_request_first_lead import AuctionDealRequestFirstLead
from .auction_deal_request_hearts_broken import AuctionDealRequestHeartsBroken
from .auction_forty_fives_adjudicate_answer import AuctionFortyFivesAdjudicateAnswer
from .auction_forty_fives_adjudicate_batch_line import AuctionFortyFivesAdjudicateBatchLine
from .auction_forty_fives_adjudicate_batch_line_status import AuctionFortyFivesAdjudicateBatchLineStatus
from .auction_forty_fives_adjudicate_request import AuctionFortyFivesAdjudicateRequest
from .auction_forty_fives_adjudicate_request_all_pass import AuctionFortyFivesAdjudicateRequestAllPass
from .auction_forty_fives_adjudicate_request_game_to import AuctionFortyFivesAdjudicateRequestGameTo
from .auction_forty_fives_adjudicate_request_min_bid import AuctionFortyFivesAdjudicateRequestMinBid
from .auction_forty_fives_adjudicate_request_thirty_scores import AuctionFortyFivesAdjudicateRequestThirtyScores
from .auction_forty_fives_as_played import AuctionFortyFivesAsPlayed
from .auction_forty_fives_auction_summary import AuctionFortyFivesAuctionSummary
from .auction_forty_fives_bid import AuctionFortyFivesBid
from .auction_forty_fives_bid_choice import AuctionFortyFivesBidChoice
from .auction_forty_fives_bid_value_type_1 import AuctionFortyFivesBidValueType1
from .auction_forty_fives_check_bid_answer import AuctionFortyFivesCheckBidAnswer
from .auction_forty_fives_check_bid_request import AuctionFortyFivesCheckBidRequest
from .auction_forty_fives_check_bid_request_all_pass import AuctionFortyFivesCheckBidRequestAllPass
from .auction_forty_fives_check_bid_request_min_bid import AuctionFortyFivesCheckBidRequestMinBid
from .auction_forty_fives_check_move_request import AuctionFortyFivesCheckMoveRequest
from .auction_forty_fives_claim_request import AuctionFortyFivesClaimRequest
from .auction_forty_fives_claim_request_standard import AuctionFortyFivesClaimRequestStandard
from .auction_forty_fives_deal_verify_request import AuctionFortyFivesDealVerifyRequest
from .auction_forty_fives_discard import AuctionFortyFivesDiscard
from .auction_forty_fives_discard_choice import AuctionFortyFivesDiscardChoice
from .auction_forty_fives_discard_made import AuctionFortyFivesDiscardMade
from .auction_forty_fives_fair_deal_answer import AuctionFortyFivesFairDealAnswer
from .auction_forty_fives_fair_deal_answer_algorithm import AuctionFortyFivesFairDealAnswerAlgorithm
from .auction_forty_fives_fair_deal_request import AuctionFortyFivesFairDealRequest
from .auction_forty_fives_fair_deal_request_all_pass import AuctionFortyFivesFairDealRequestAllPass
from .auction_forty_fives_fair_deal_request_game_to import AuctionFortyFivesFairDealRequestGameTo
from .auction_forty_fives_fair_deal_request_min_bid import AuctionFortyFivesFairDealRequestMinBid
from .auction_forty_fives_fair_deal_request_thirty_scores import AuctionFortyFivesFairDealRequestThirtyScores
from .auction_forty_fives_highest_trump import AuctionFortyFivesHighestTrump
from .auction_forty_fives_irregularity import AuctionFortyFivesIrregularity
from .auction_forty_fives_misdeal_request import AuctionFortyFivesMisdealRequest
from .auction_forty_fives_notation_json_body import AuctionFortyFivesNotationJsonBody
from .auction_forty_fives_notation_to import AuctionFortyFivesNotationTo
from .auction_forty_fives_picture_view import AuctionFortyFivesPictureView
from .auction_forty_fives_result_answer import AuctionFortyFivesResultAnswer
from .auction_forty_fives_result_batch_line import AuctionFortyFivesResultBatchLine
from .auction_forty_fives_result_batch_line_status import AuctionFortyFivesResultBatchLineStatus
from .auction_forty_fives_result_request import AuctionFortyFivesResultRequest
from .auction_forty_fives_result_request_all_pass import AuctionFortyFivesResultRequestAllPass
from .auction_forty_fives_result_request_game_to import AuctionFortyFivesResultRequestGameTo
from .auction_forty_fives_result_request_min_bid import AuctionFortyFivesResultRequestMinBid
from .auction_forty_fives_result_request_thirty_scores import AuctionFortyFivesResultRequestThirtyScores
from .auction_forty_fives_revoke_proof_request import AuctionFortyFivesRevokeProofRequest
from .auction_forty_fives_revoke_proof_request_bid import AuctionFortyFivesRevokeProofRequestBid
from .auction_forty_fives_revoke_request import AuctionFortyFivesRevokeRequest
from .auction_forty_fives_revoke_request_kind import AuctionFortyFivesRevokeRequestKind
from .auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer
from .auction_forty_fives_score_request import AuctionFortyFivesScoreRequest
from .auction_forty_fives_score_request_bid import AuctionFortyFivesScoreRequestBid
from .auction_forty_fives_score_request_game_to import AuctionFortyFivesScoreRequestGameTo
from .auction_forty_fives_score_request_thirty_scores import AuctionFortyFivesScoreRequestThirtyScores
from .auction_forty_fives_snapshot_request import AuctionFortyFivesSnapshotRequest
from .auction_forty_fives_state_answer import AuctionFortyFivesStateAnswer
from .auction_forty_fives_state_answer_phase import AuctionFortyFivesStateAnswerPhase
from .auction_forty_fives_state_request import AuctionFortyFivesStateRequest
from .auction_forty_fives_state_request_all_pass import AuctionFortyFivesStateRequestAllPass
from .auction_forty_fives_state_request_game_to import AuctionFortyFivesStateRequestGameTo
from .auction_forty_fives_state_request_min_bid import AuctionFortyFivesStateRequestMinBid
from .auction_forty_fives_state_request_thirty_scores import AuctionFortyFivesStateRequestThirtyScores
from .auction_forty_fives_trick_winner_request import AuctionFortyFivesTrickWinnerRequest
from .auction_forty_fives_view_request import AuctionFortyFivesViewRequest
from .auction_forty_fives_view_request_all_pass import AuctionFortyFivesViewRequestAllPass
from .auction_forty_fives_view_request_game_to import AuctionFortyFivesViewRequestGameTo
from .auction_forty_fives_view_request_min_bid import AuctionFortyFivesViewRequestMinBid
from .auction_forty_fives_view_request_thirty_scores import AuctionFortyFivesViewRequestThirtyScores
from .auction_forty_fives_violation import AuctionFortyFivesViolation
from .auction_forty_fives_violation_phase import AuctionFortyFivesViolationPhase
from .auction_hearts_adjudicate_batch_line import AuctionHeartsAdjudicateBatchLine
from .auction_hearts_adjudicate_batch_line_status import AuctionHeartsAdjudicateBatchLineStatus
from .auction_hearts_as_played import AuctionHeartsAsPlayed
from .auction_hearts_bid_choice import AuctionHeartsBidChoice
from .auction_hearts_deal_verify_request import AuctionHeartsDealVerifyRequest
from .auction_hearts_fair_deal_answer import AuctionHeartsFairDealAnswer
from .auction_hearts_fair_deal_answer_algorithm import AuctionHeartsFairDealAnswerAlgorithm
from .auction_hearts_fair_deal_request import AuctionHeartsFairDealRequest
from .auction_hearts_fair_deal_request_first_lead import AuctionHeartsFairDealRequestFirstLead
from .auction_hearts_fair_deal_request_hearts_broken import AuctionHeartsFairDealRequestHeartsBroken
from .auction_hearts_notation_json_body import AuctionHeartsNotationJsonBody
from .auction_hearts_notation_to import AuctionHeartsNotationTo
from .auction_hearts_picture_view import AuctionHeartsPictureView
from .auction_hearts_result_answer import AuctionHeartsResultAnswer
from .auction_hearts_result_batch_line import AuctionHeartsResultBatchLine
from .auction_hearts_result_batch_line_status import AuctionHeartsResultBatchLineStatus
from .auction_hearts_result_request import AuctionHeartsResultRequest
from .auction_hearts_result_request_first_lead import AuctionHeartsResultRequestFirstLead
from .auction_hearts_result_request_hearts_broken import AuctionHeartsResultRequestHeartsBroken
from .auction_hearts_state_answer import AuctionHeartsStateAnswer
from .auction_hearts_state_answer_phase import AuctionHeartsStateAnswerPhase
from .auction_hearts_state_request import AuctionHeartsStateRequest
from .auction_hearts_state_request_first_lead import AuctionHeartsStateRequestFirstLead
from .auction_hearts_state_request_hearts_broken import AuctionHeartsStateRequestHeartsBroken
from .auction_hearts_view_request import AuctionHeartsViewRequest
from .auction_hearts_view_request_first_lead import AuctionHeartsViewRequestFirstLead
from .auction_hearts_view_request_hearts_broken import AuctionHeartsViewRequestHeartsBroken
from .auction_legal_moves_request import AuctionLegalMovesRequest
from .auction_legal_moves_request_hearts_broken import AuctionLegalMovesRequestHeartsBroken
from .auction_next_deal import AuctionNextDeal
from .auction_revoke_proof_request import AuctionRevokeProofRequest
from .auction_revoke_request import AuctionRevokeRequest
from .auction_revoke_request_kind import AuctionRevokeRequestKind
from .auction_score_request import AuctionScoreRequest
from .auction_settle_answer import AuctionSettleAnswer
from .auction_settle_request import AuctionSettleRequest
from .auction_summary import AuctionSummary
from .auction_violation import AuctionViolation
from .auction_violation_phase import AuctionViolationPhase
from .basis import Basis
from .batch_summary import BatchSummary
from .batch_summary_stopped import BatchSummaryStopped
from .batch_summary_violations import BatchSummaryViolations
from .bid import Bid
from .california_jack_adjudicate_answer import CaliforniaJackAdjudicateAnswer
from .california_jack_adjudicate_batch_line import CaliforniaJackAdjudicateBatchLine
from .california_jack_adjudicate_batch_line_status import CaliforniaJackAdjudicateBatchLineStatus
from .california_jack_adjudicate_request import CaliforniaJackAdjudicateRequest
from .california_jack_adjudicate_request_follow import CaliforniaJackAdjudicateRequestFollow
from .california_jack_adjudicate_request_scoring import CaliforniaJackAdjudicateRequestScoring
from .california_jack_adjudicate_request_stock_face import CaliforniaJackAdjudicateRequestStockFace
from .california_jack_as_played import CaliforniaJackAsPlayed
from .california_jack_breakdown import CaliforniaJackBreakdown
from .california_jack_check_move_request import CaliforniaJackCheckMoveRequest
from .california_jack_check_move_request_follow import CaliforniaJackCheckMoveRequestFollow
from .california_jack_claim_request import CaliforniaJackClaimRequest
from .california_jack_claim_request_follow import CaliforniaJackClaimRequestFollow
from .california_jack_claim_request_scoring import CaliforniaJackClaimRequestScoring
from .california_jack_claim_request_standard import CaliforniaJackClaimRequestStandard
from .california_jack_dead_hand import CaliforniaJackDeadHand
from .california_jack_dead_hand_request import CaliforniaJackDeadHandRequest
from .california_jack_deal_verify_request import CaliforniaJackDealVerifyRequest
from .california_jack_fair_deal_answer import CaliforniaJackFairDealAnswer
from .california_jack_fair_deal_answer_algorithm import CaliforniaJackFairDealAnswerAlgorithm
from .california_jack_fair_deal_request import CaliforniaJackFairDealRequest
from .california_jack_fair_deal_request_follow import CaliforniaJackFairDealRequestFollow
from .california_jack_fair_deal_request_scoring import CaliforniaJackFairDealRequestScoring
from .california_jack_fair_deal_request_stock_face import CaliforniaJackFairDealRequestStockFace
from .california_jack_game_points import CaliforniaJackGamePoints
from .california_jack_honours import CaliforniaJackHonours
from .california_jack_honours_high import CaliforniaJackHonoursHigh
from .california_jack_honours_jack import CaliforniaJackHonoursJack
from .california_jack_honours_low import CaliforniaJackHonoursLow
from .california_jack_legal_moves_request import CaliforniaJackLegalMovesRequest
from .california_jack_legal_moves_request_follow import CaliforniaJackLegalMovesRequestFollow
from .california_jack_misdeal import CaliforniaJackMisdeal
from .california_jack_misdeal_finding import CaliforniaJackMisdealFinding
from .california_jack_misdeal_request import CaliforniaJackMisdealRequest
from .california_jack_notation_json_body import CaliforniaJackNotationJsonBody
from .california_jack_notation_to import CaliforniaJackNotationTo
from .california_jack_picture_view import CaliforniaJackPictureView
from .california_jack_result_answer import CaliforniaJackResultAnswer
from .california_jack_result_batch_line import CaliforniaJackResultBatchLine
from .california_jack_result_batch_line_status import CaliforniaJackResultBatchLineStatus
from .california_jack_result_request import CaliforniaJackResultRequest
from .california_jack_result_request_follow import CaliforniaJackResultRequestFollow
from .california_jack_result_request_scoring import CaliforniaJackResultRequestScoring
from .california_jack_result_request_stock_face import CaliforniaJackResultRequestStockFace
from .california_jack_revoke_proof_request import CaliforniaJackRevokeProofRequest
from .california_jack_revoke_proof_request_follow import CaliforniaJackRevokeProofRequestFollow
from .california_jack_revoke_proof_request_scoring import CaliforniaJackRevokeProofRequestScoring
from .california_jack_revoke_proof_request_stock_face import CaliforniaJackRevokeProofRequestStockFace
from .california_jack_revoke_request import CaliforniaJackRevokeRequest
from .california_jack_revoke_request_kind import CaliforniaJackRevokeRequestKind
from .california_jack_score_answer import CaliforniaJackScoreAnswer
from .california_jack_score_request import CaliforniaJackScoreRequest
from .california_jack_score_request_scoring import CaliforniaJackScoreRequestScoring
from .california_jack_state_answer import CaliforniaJackStateAnswer
from .california_jack_state_answer_phase import CaliforniaJackStateAnswerPhase
from .california_jack_state_request import CaliforniaJackStateRequest
from .california_jack_state_request_follow import CaliforniaJackStateRequestFollow
from .california_jack_state_request_scoring import CaliforniaJackStateRequestScoring
from .california_jack_state_request_stock_face import CaliforniaJackStateRequestStockFace
from .california_jack_trick import CaliforniaJackTrick
from .california_jack_trick_winner_request import CaliforniaJackTrickWinnerRequest
from .california_jack_two_seat_tricks_claim import CaliforniaJackTwoSeatTricksClaim
from .california_jack_view_request import CaliforniaJackViewRequest
from .california_jack_view_request_follow import CaliforniaJackViewRequestFollow
from .california_jack_view_request_scoring import CaliforniaJackViewRequestScoring
from .california_jack_view_request_stock_face import CaliforniaJackViewRequestStockFace
from .catalogue_rule import CatalogueRule
from .check_move_answer import CheckMoveAnswer
from .dealing_deal_verify_answer import DealingDealVerifyAnswer
from .dealing_deal_verify_difference import DealingDealVerifyDifference
from .disputes_analysed_play import DisputesAnalysedPlay
from .disputes_analysis_answer import DisputesAnalysisAnswer
from .disputes_analysis_answer_stopped_at_type_0 import DisputesAnalysisAnswerStoppedAtType0
from .disputes_analysis_unit import DisputesAnalysisUnit
from .disputes_claim_answer import DisputesClaimAnswer
from .disputes_claim_answer_standard import DisputesClaimAnswerStandard
from .disputes_proved_revoke import DisputesProvedRevoke
from .disputes_proved_revoke_required import DisputesProvedRevokeRequired
from .disputes_revoke_proof_answer import DisputesRevokeProofAnswer
from .disputes_revoke_proof_card import DisputesRevokeProofCard
from .disputes_tricks_claim import DisputesTricksClaim
from .forty_five_adjudicate_answer import FortyFiveAdjudicateAnswer
from .forty_five_adjudicate_batch_line import FortyFiveAdjudicateBatchLine
from .forty_five_adjudicate_batch_line_status import FortyFiveAdjudicateBatchLineStatus
from .forty_five_adjudicate_request import FortyFiveAdjudicateRequest
from .forty_five_adjudicate_request_scoring import FortyFiveAdjudicateRequestScoring
from .forty_five_announce_action import FortyFiveAnnounceAction
from .forty_five_announce_action_type import FortyFiveAnnounceActionType
from .forty_five_as_played import FortyFiveAsPlayed
from .forty_five_cards_by_suit import FortyFiveCardsBySuit
from .forty_five_check_move_request import FortyFiveCheckMoveRequest
from .forty_five_claim_request import FortyFiveClaimRequest
from .forty_five_claim_request_standard import FortyFiveClaimRequestStandard
from .forty_five_dead_hand import FortyFiveDeadHand
from .forty_five_dead_hand_request import FortyFiveDeadHandRequest
from .forty_five_deal_verify_request import FortyFiveDealVerifyRequest
from .forty_five_dealer_keep_action import FortyFiveDealerKeepAction
from .forty_five_dealer_keep_action_type import FortyFiveDealerKeepActionType
from .forty_five_dealer_rob_action import FortyFiveDealerRobAction
from .forty_five_dealer_rob_action_type import FortyFiveDealerRobActionType
from .forty_five_fair_deal_answer import FortyFiveFairDealAnswer
from .forty_five_fair_deal_answer_algorithm import FortyFiveFairDealAnswerAlgorithm
from .forty_five_fair_deal_request import FortyFiveFairDealRequest
from .forty_five_fair_deal_request_scoring import FortyFiveFairDealRequestScoring
from .forty_five_irregularity import FortyFiveIrregularity
from .forty_five_misdeal_request import FortyFiveMisdealRequest
from .forty_five_notation_json_body import FortyFiveNotationJsonBody
from .forty_five_notation_to import FortyFiveNotationTo
from .forty_five_picture_view import FortyFivePictureView
from .forty_five_play_action import FortyFivePlayAction
from .forty_five_play_action_type import FortyFivePlayActionType
from .forty_five_result_answer import FortyFiveResultAnswer
from .forty_five_result_batch_line import FortyFiveResultBatchLine
from .forty_five_result_batch_line_status import FortyFiveResultBatchLineStatus
from .forty_five_result_request import FortyFiveResultRequest
from .forty_five_result_request_scoring import FortyFiveResultRequestScoring
from .forty_five_revoke_proof_request import FortyFiveRevokeProofRequest
from .forty_five_revoke_request import FortyFiveRevokeRequest
from .forty_five_revoke_request_kind import FortyFiveRevokeRequestKind
from .forty_five_rob_action import FortyFiveRobAction
from .forty_five_rob_action_type import FortyFiveRobActionType
from .forty_five_robbing_choice import FortyFiveRobbingChoice
from .forty_five_robbing_choice_type import FortyFiveRobbingChoiceType
from .forty_five_score_answer import FortyFiveScoreAnswer
from .forty_five_score_request import FortyFiveScoreRequest
from .forty_five_score_request_scoring import FortyFiveScoreRequestScoring
from .forty_five_snapshot_request import FortyFiveSnapshotRequest
from .forty_five_state_answer import FortyFiveStateAnswer
from .forty_five_state_answer_phase import FortyFiveStateAnswerPhase
from .forty_five_state_request import FortyFiveStateRequest
from .forty_five_state_request_scoring import FortyFiveStateRequestScoring
from .forty_five_trick_winner_request import FortyFiveTrickWinnerRequest
from .forty_five_view_request import FortyFiveViewRequest
from .forty_five_view_request_scoring import FortyFiveViewRequestScoring
from .game_details import GameDetails
from .game_details_id import GameDetailsId
from .game_options import GameOptions
from .game_options_all_pass import GameOptionsAllPass
from .game_options_first_lead import GameOptionsFirstLead
from .game_options_follow import GameOptionsFollow
from .game_options_hearts_broken import GameOptionsHeartsBroken
from .game_options_jack_of_diamonds import GameOptionsJackOfDiamonds
from .game_options_min_bid import GameOptionsMinBid
from .game_options_moon import GameOptionsMoon
from .game_options_opening_lead import GameOptionsOpeningLead
from .game_options_passing import GameOptionsPassing
from .game_options_queen_of_spades import GameOptionsQueenOfSpades
from .game_options_scoring import GameOptionsScoring
from .game_options_stock_face import GameOptionsStockFace
from .game_options_thirty_scores import GameOptionsThirtyScores
from .game_summary import GameSummary
from .game_summary_id import GameSummaryId
from .get_game_game import GetGameGame
from .health import Health
from .hearts_adjudicate_answer import HeartsAdjudicateAnswer
from .hearts_adjudicate_batch_line import HeartsAdjudicateBatchLine
from .hearts_adjudicate_batch_line_status import HeartsAdjudicateBatchLineStatus
from .hearts_as_played import HeartsAsPlayed
from .hearts_check_move_request import HeartsCheckMoveRequest
from .hearts_check_move_request_hearts_broken import HeartsCheckMoveRequestHeartsBroken
from .hearts_check_move_request_jack_of_diamonds import HeartsCheckMoveRequestJackOfDiamonds
from .hearts_check_move_request_moon import HeartsCheckMoveRequestMoon
from .hearts_check_move_request_opening_lead import HeartsCheckMoveRequestOpeningLead
from .hearts_check_move_request_passing import HeartsCheckMoveRequestPassing
from .hearts_check_move_request_queen_of_spades import HeartsCheckMoveRequestQueenOfSpades
from .hearts_claim_request import HeartsClaimRequest
from .hearts_claim_request_hearts_broken import HeartsClaimRequestHeartsBroken
from .hearts_claim_request_jack_of_diamonds import HeartsClaimRequestJackOfDiamonds
from .hearts_claim_request_moon import HeartsClaimRequestMoon
from .hearts_claim_request_opening_lead import HeartsClaimRequestOpeningLead
from .hearts_claim_request_passing import HeartsClaimRequestPassing
from .hearts_claim_request_queen_of_spades import HeartsClaimRequestQueenOfSpades
from .hearts_claim_request_standard import HeartsClaimRequestStandard
from .hearts_dead_hand_answer import HeartsDeadHandAnswer
from .hearts_dead_hand_request import HeartsDeadHandRequest
from .hearts_deal_request import HeartsDealRequest
from .hearts_deal_request_hearts_broken import HeartsDealRequestHeartsBroken
from .hearts_deal_request_jack_of_diamonds import HeartsDealRequestJackOfDiamonds
from .hearts_deal_request_moon import HeartsDealRequestMoon
from .hearts_deal_request_opening_lead import HeartsDealRequestOpeningLead
from .hearts_deal_request_pass_direction import HeartsDealRequestPassDirection
from .hearts_deal_request_passing import HeartsDealRequestPassing
from .hearts_deal_request_queen_of_spades import HeartsDealRequestQueenOfSpades
from .hearts_deal_verify_request import HeartsDealVerifyRequest
from .hearts_fair_deal_answer import HeartsFairDealAnswer
from .hearts_fair_deal_answer_algorithm import HeartsFairDealAnswerAlgorithm
from .hearts_fair_deal_request import HeartsFairDealRequest
from .hearts_fair_deal_request_hearts_broken import HeartsFairDealRequestHeartsBroken
from .hearts_fair_deal_request_jack_of_diamonds import HeartsFairDealRequestJackOfDiamonds
from .hearts_fair_deal_request_moon import HeartsFairDealRequestMoon
from .hearts_fair_deal_request_opening_lead import HeartsFairDealRequestOpeningLead
from .hearts_fair_deal_request_passing import HeartsFairDealRequestPassing
from .hearts_fair_deal_request_queen_of_spades import HeartsFairDealRequestQueenOfSpades
from .hearts_misdeal_answer import HeartsMisdealAnswer
from .hearts_misdeal_finding import HeartsMisdealFinding
from .hearts_misdeal_request import HeartsMisdealRequest
from .hearts_notation_json_body import HeartsNotationJsonBody
from .hearts_notation_to import HeartsNotationTo
from .hearts_pass import HeartsPass
from .hearts_pass_choice import HeartsPassChoice
from .hearts_pass_choice_direction import HeartsPassChoiceDirection
from .hearts_pass_direction import HeartsPassDirection
from .hearts_penalty_claim import HeartsPenaltyClaim
from .hearts_picture_view import HeartsPictureView
from .hearts_result_answer import HeartsResultAnswer
from .hearts_result_batch_line import HeartsResultBatchLine
from .hearts_result_batch_line_status import HeartsResultBatchLineStatus
from .hearts_result_request import HeartsResultRequest
from .hearts_result_request_hearts_broken import HeartsResultRequestHeartsBroken
from .hearts_result_request_jack_of_diamonds import HeartsResultRequestJackOfDiamonds
from .hearts_result_request_moon import HeartsResultRequestMoon
from .hearts_result_request_opening_lead import HeartsResultRequestOpeningLead
from .hearts_result_request_pass_direction import HeartsResultRequestPassDirection
from .hearts_result_request_passing import HeartsResultRequestPassing
from .hearts_result_request_queen_of_spades import HeartsResultRequestQueenOfSpades
from .hearts_revoke_answer import HeartsRevokeAnswer
from .hearts_revoke_answer_penalty import HeartsRevokeAnswerPenalty
from .hearts_revoke_proof_request import HeartsRevokeProofRequest
from .hearts_revoke_request import HeartsRevokeRequest
from .hearts_revoke_request_hearts_broken import HeartsRevokeRequestHeartsBroken
from .hearts_revoke_request_jack_of_diamonds import HeartsRevokeRequestJackOfDiamonds
from .hearts_revoke_request_kind import HeartsRevokeRequestKind
from .hearts_revoke_request_moon import HeartsRevokeRequestMoon
from .hearts_revoke_request_opening_lead import HeartsRevokeRequestOpeningLead
from .hearts_revoke_request_pass_direction import HeartsRevokeRequestPassDirection
from .hearts_revoke_request_passing import HeartsRevokeRequestPassing
from .hearts_revoke_request_queen_of_spades import HeartsRevokeRequestQueenOfSpades
from .hearts_score_answer import HeartsScoreAnswer
from .hearts_score_request import HeartsScoreRequest
from .hearts_score_request_hearts_broken import HeartsScoreRequestHeartsBroken
from .hearts_score_request_jack_of_diamonds import HeartsScoreRequestJackOfDiamonds
from .hearts_score_request_moon import HeartsScoreRequestMoon
from .hearts_score_request_opening_lead import HeartsScoreRequestOpeningLead
from .hearts_score_request_passing import HeartsScoreRequestPassing
from .hearts_score_request_queen_of_spades import HeartsScoreRequestQueenOfSpades
from .hearts_settle_answer import HeartsSettleAnswer
from .hearts_settle_entry import HeartsSettleEntry
from .hearts_settle_request import HeartsSettleRequest
from .hearts_snapshot_request import HeartsSnapshotRequest
from .hearts_snapshot_request_hearts_broken import HeartsSnapshotRequestHeartsBroken
from .hearts_snapshot_request_jack_of_diamonds import HeartsSnapshotRequestJackOfDiamonds
from .hearts_snapshot_request_moon import HeartsSnapshotRequestMoon
from .hearts_snapshot_request_opening_lead import HeartsSnapshotRequestOpeningLead
from .hearts_snapshot_request_passing import HeartsSnapshotRequestPassing
from .hearts_snapshot_request_queen_of_spades import HeartsSnapshotRequestQueenOfSpades
from .hearts_state_answer import HeartsStateAnswer
from .hearts_state_answer_phase import HeartsStateAnswerPhase
from .hearts_state_request import HeartsStateRequest
from .hearts_state_request_hearts_broken import HeartsStateRequestHeartsBroken
from .hearts_state_request_jack_of_diamonds import HeartsStateRequestJackOfDiamonds
from .hearts_state_request_moon import HeartsStateRequestMoon
from .hearts_state_request_opening_lead import HeartsStateRequestOpeningLead
from .hearts_state_request_pass_direction import HeartsStateRequestPassDirection
from .hearts_state_request_passing import HeartsStateRequestPassing
from .hearts_state_request_queen_of_spades import HeartsStateRequestQueenOfSpades
from .hearts_trick_winner_request import HeartsTrickWinnerRequest
from .hearts_view_request import HeartsViewRequest
from .hearts_view_request_hearts_broken import HeartsViewRequestHeartsBroken
from .hearts_view_request_jack_of_diamonds import HeartsViewRequestJackOfDiamonds
from .hearts_view_request_moon import HeartsViewRequestMoon
from .hearts_view_request_opening_lead import HeartsViewRequestOpeningLead
from .hearts_view_request_pass_direction import HeartsViewRequestPassDirection
from .hearts_view_request_passing import HeartsViewRequestPassing
from .hearts_view_request_queen_of_spades import HeartsViewRequestQueenOfSpades
from .hearts_violation import HeartsViolation
from .hearts_violation_phase import HeartsViolationPhase
from .irregularity_answer import IrregularityAnswer
from .irregularity_answer_type import IrregularityAnswerType
from .legal_moves_answer import LegalMovesAnswer
from .list_profiles_game import ListProfilesGame
from .misdeal_answer import MisdealAnswer
from .notated_record import NotatedRecord
from .notated_record_record import NotatedRecordRecord
from .notated_record_tags import NotatedRecordTags
from .play import Play
from .player_range import PlayerRange
from .problem import Problem
from .problem_error import ProblemError
from .profile_answer import ProfileAnswer
from .rank_tables import RankTables
from .rank_tables_every_suit_item import RankTablesEverySuitItem
from .rank_tables_stripped import RankTablesStripped
from .rectification_answer import RectificationAnswer
from .rectification_answer_effect_type_0 import RectificationAnswerEffectType0
from .reported_fact import ReportedFact
from .reported_fact_type import ReportedFactType
from .result_batch_summary import ResultBatchSummary
from .result_batch_summary_irregularities import ResultBatchSummaryIrregularities
from .result_batch_summary_stopped import ResultBatchSummaryStopped
from .result_claim import ResultClaim
from .result_claim_answer import ResultClaimAnswer
from .result_claim_answer_standard import ResultClaimAnswerStandard
from .result_claim_standard import ResultClaimStandard
from .revoke_answer import RevokeAnswer
from .revoke_answer_penalty import RevokeAnswerPenalty
from .ruling_answer import RulingAnswer
from .trick_answer import TrickAnswer
from .trick_winner_answer import TrickWinnerAnswer
from .view_answer import ViewAnswer
from .view_answer_record import ViewAnswerRecord
from .view_known import ViewKnown
from .violation_answer import ViolationAnswer

__all__ = (
    "AttestationJwk",
    "AttestationJwkAlg",
    "AttestationJwkCrv",
    "AttestationJwkKty",
    "AttestationJwks",
    "AttestationJwkUse",
    "AttestationVerifyAnswer",
    "AttestationVerifyRequest",
    "AttestationVerifyRequestAnswer",
    "AttestationVerifyRequestGame",
    "AttestationVerifyRequestRequest",
    "AuctionAdjudicateAnswer",
    "AuctionCheckBidAnswer",
    "AuctionCheckBidRequest",
    "AuctionCheckMoveRequest",
    "AuctionCheckMoveRequestHeartsBroken",
    "AuctionClaimRequest",
    "AuctionClaimRequestHeartsBroken",
    "AuctionClaimRequestStandard",
    "AuctionDealRequest",
    "AuctionDealRequestFirstLead",
    "AuctionDealRequestHeartsBroken",
    "AuctionFortyFivesAdjudicateAnswer",
    "AuctionFortyFivesAdjudicateBatchLine",
    "AuctionFortyFivesAdjudicateBatchLineStatus",
    "AuctionFortyFivesAdjudicateRequest",
    "AuctionFortyFivesAdjudicateRequestAllPass",
    "AuctionFortyFivesAdjudicateRequestGameTo",
    "AuctionFortyFivesAdjudicateRequestMinBid",
    "AuctionFortyFivesAdjudicateRequestThirtyScores",
    "AuctionFortyFivesAsPlayed",
    "AuctionFortyFivesAuctionSummary",
    "AuctionFortyFivesBid",
    "AuctionFortyFivesBidChoice",
    "AuctionFortyFivesBidValueType1",
    "AuctionFortyFivesCheckBidAnswer",
    "AuctionFortyFivesCheckBidRequest",
    "AuctionFortyFivesCheckBidRequestAllPass",
    "AuctionFortyFivesCheckBidRequestMinBid",
    "AuctionFortyFivesCheckMoveRequest",
    "AuctionFortyFivesClaimRequest",
    "AuctionFortyFivesClaimRequestStandard",
    "AuctionFortyFivesDealVerifyRequest",
    "AuctionFortyFivesDiscard",
    "AuctionFortyFivesDiscardChoice",
    "AuctionFortyFivesDiscardMade",
    "AuctionFortyFivesFairDealAnswer",
    "AuctionFortyFivesFairDealAnswerAlgorithm",
    "AuctionFortyFivesFairDealRequest",
    "AuctionFortyFivesFairDealRequestAllPass",
    "AuctionFortyFivesFairDealRequestGameTo",
    "AuctionFortyFivesFairDealRequestMinBid",
    "AuctionFortyFivesFairDealRequestThirtyScores",
    "AuctionFortyFivesHighestTrump",
    "AuctionFortyFivesIrregularity",
    "AuctionFortyFivesMisdealRequest",
    "AuctionFortyFivesNotationJsonBody",
    "AuctionFortyFivesNotationTo",
    "AuctionFortyFivesPictureView",
    "AuctionFortyFivesResultAnswer",
    "AuctionFortyFivesResultBatchLine",
    "AuctionFortyFivesResultBatchLineStatus",
    "AuctionFortyFivesResultRequest",
    "AuctionFortyFivesResultRequestAllPass",
    "AuctionFortyFivesResultRequestGameTo",
    "AuctionFortyFivesResultRequestMinBid",
    "AuctionFortyFivesResultRequestThirtyScores",
    "AuctionFortyFivesRevokeProofRequest",
    "AuctionFortyFivesRevokeProofRequestBid",
    "AuctionFortyFivesRevokeRequest",
    "AuctionFortyFivesRevokeRequestKind",
    "AuctionFortyFivesScoreAnswer",
    "AuctionFortyFivesScoreRequest",
    "AuctionFortyFivesScoreRequestBid",
    "AuctionFortyFivesScoreRequestGameTo",
    "AuctionFortyFivesScoreRequestThirtyScores",
    "AuctionFortyFivesSnapshotRequest",
    "AuctionFortyFivesStateAnswer",
    "AuctionFortyFivesStateAnswerPhase",
    "AuctionFortyFivesStateRequest",
    "AuctionFortyFivesStateRequestAllPass",
    "AuctionFortyFivesStateRequestGameTo",
    "AuctionFortyFivesStateRequestMinBid",
    "AuctionFortyFivesStateRequestThirtyScores",
    "AuctionFortyFivesTrickWinnerRequest",
    "AuctionFortyFivesViewRequest",
    "AuctionFortyFivesViewRequestAllPass",
    "AuctionFortyFivesViewRequestGameTo",
    "AuctionFortyFivesViewRequestMinBid",
    "AuctionFortyFivesViewRequestThirtyScores",
    "AuctionFortyFivesViolation",
    "AuctionFortyFivesViolationPhase",
    "AuctionHeartsAdjudicateBatchLine",
    "AuctionHeartsAdjudicateBatchLineStatus",
    "AuctionHeartsAsPlayed",
    "AuctionHeartsBidChoice",
    "AuctionHeartsDealVerifyRequest",
    "AuctionHeartsFairDealAnswer",
    "AuctionHeartsFairDealAnswerAlgorithm",
    "AuctionHeartsFairDealRequest",
    "AuctionHeartsFairDealRequestFirstLead",
    "AuctionHeartsFairDealRequestHeartsBroken",
    "AuctionHeartsNotationJsonBody",
    "AuctionHeartsNotationTo",
    "AuctionHeartsPictureView",
    "AuctionHeartsResultAnswer",
    "AuctionHeartsResultBatchLine",
    "AuctionHeartsResultBatchLineStatus",
    "AuctionHeartsResultRequest",
    "AuctionHeartsResultRequestFirstLead",
    "AuctionHeartsResultRequestHeartsBroken",
    "AuctionHeartsStateAnswer",
    "AuctionHeartsStateAnswerPhase",
    "AuctionHeartsStateRequest",
    "AuctionHeartsStateRequestFirstLead",
    "AuctionHeartsStateRequestHeartsBroken",
    "AuctionHeartsViewRequest",
    "AuctionHeartsViewRequestFirstLead",
    "AuctionHeartsViewRequestHeartsBroken",
    "AuctionLegalMovesRequest",
    "AuctionLegalMovesRequestHeartsBroken",
    "AuctionNextDeal",
    "AuctionRevokeProofRequest",
    "AuctionRevokeRequest",
    "AuctionRevokeRequestKind",
    "AuctionScoreRequest",
    "AuctionSettleAnswer",
    "AuctionSettleRequest",
    "AuctionSummary",
    "AuctionViolation",
    "AuctionViolationPhase",
    "Basis",
    "BatchSummary",
    "BatchSummaryStopped",
    "BatchSummaryViolations",
    "Bid",
    "CaliforniaJackAdjudicateAnswer",
    "CaliforniaJackAdjudicateBatchLine",
    "CaliforniaJackAdjudicateBatchLineStatus",
    "CaliforniaJackAdjudicateRequest",
    "CaliforniaJackAdjudicateRequestFollow",
    "CaliforniaJackAdjudicateRequestScoring",
    "CaliforniaJackAdjudicateRequestStockFace",
    "CaliforniaJackAsPlayed",
    "CaliforniaJackBreakdown",
    "CaliforniaJackCheckMoveRequest",
    "CaliforniaJackCheckMoveRequestFollow",
    "CaliforniaJackClaimRequest",
    "CaliforniaJackClaimRequestFollow",
    "CaliforniaJackClaimRequestScoring",
    "CaliforniaJackClaimRequestStandard",
    "CaliforniaJackDeadHand",
    "CaliforniaJackDeadHandRequest",
    "CaliforniaJackDealVerifyRequest",
    "CaliforniaJackFairDealAnswer",
    "CaliforniaJackFairDealAnswerAlgorithm",
    "CaliforniaJackFairDealRequest",
    "CaliforniaJackFairDealRequestFollow",
    "CaliforniaJackFairDealRequestScoring",
    "CaliforniaJackFairDealRequestStockFace",
    "CaliforniaJackGamePoints",
    "CaliforniaJackHonours",
    "CaliforniaJackHonoursHigh",
    "CaliforniaJackHonoursJack",
    "CaliforniaJackHonoursLow",
    "CaliforniaJackLegalMovesRequest",
    "CaliforniaJackLegalMovesRequestFollow",
    "CaliforniaJackMisdeal",
    "CaliforniaJackMisdealFinding",
    "CaliforniaJackMisdealRequest",
    "CaliforniaJackNotationJsonBody",
    "CaliforniaJackNotationTo",
    "CaliforniaJackPictureView",
    "CaliforniaJackResultAnswer",
    "CaliforniaJackResultBatchLine",
    "CaliforniaJackResultBatchLineStatus",
    "CaliforniaJackResultRequest",
    "CaliforniaJackResultRequestFollow",
    "CaliforniaJackResultRequestScoring",
    "CaliforniaJackResultRequestStockFace",
    "CaliforniaJackRevokeProofRequest",
    "CaliforniaJackRevokeProofRequestFollow",
    "CaliforniaJackRevokeProofRequestScoring",
    "CaliforniaJackRevokeProofRequestStockFace",
    "CaliforniaJackRevokeRequest",
    "CaliforniaJackRevokeRequestKind",
    "CaliforniaJackScoreAnswer",
    "CaliforniaJackScoreRequest",
    "CaliforniaJackScoreRequestScoring",
    "CaliforniaJackStateAnswer",
    "CaliforniaJackStateAnswerPhase",
    "CaliforniaJackStateRequest",
    "CaliforniaJackStateRequestFollow",
    "CaliforniaJackStateRequestScoring",
    "CaliforniaJackStateRequestStockFace",
    "CaliforniaJackTrick",
    "CaliforniaJackTrickWinnerRequest",
    "CaliforniaJackTwoSeatTricksClaim",
    "CaliforniaJackViewRequest",
    "CaliforniaJackViewRequestFollow",
    "CaliforniaJackViewRequestScoring",
    "CaliforniaJackViewRequestStockFace",
    "CatalogueRule",
    "CheckMoveAnswer",
    "DealingDealVerifyAnswer",
    "DealingDealVerifyDifference",
    "DisputesAnalysedPlay",
    "DisputesAnalysisAnswer",
    "DisputesAnalysisAnswerStoppedAtType0",
    "DisputesAnalysisUnit",
    "DisputesClaimAnswer",
    "DisputesClaimAnswerStandard",
    "DisputesProvedRevoke",
    "DisputesProvedRevokeRequired",
    "DisputesRevokeProofAnswer",
    "DisputesRevokeProofCard",
    "DisputesTricksClaim",
    "FortyFiveAdjudicateAnswer",
    "FortyFiveAdjudicateBatchLine",
    "FortyFiveAdjudicateBatchLineStatus",
    "FortyFiveAdjudicateRequest",
    "FortyFiveAdjudicateRequestScoring",
    "FortyFiveAnnounceAction",
    "FortyFiveAnnounceActionType",
    "FortyFiveAsPlayed",
    "FortyFiveCardsBySuit",
    "FortyFiveCheckMoveRequest",
    "FortyFiveClaimRequest",
    "FortyFiveClaimRequestStandard",
    "FortyFiveDeadHand",
    "FortyFiveDeadHandRequest",
    "FortyFiveDealerKeepAction",
    "FortyFiveDealerKeepActionType",
    "FortyFiveDealerRobAction",
    "FortyFiveDealerRobActionType",
    "FortyFiveDealVerifyRequest",
    "FortyFiveFairDealAnswer",
    "FortyFiveFairDealAnswerAlgorithm",
    "FortyFiveFairDealRequest",
    "FortyFiveFairDealRequestScoring",
    "FortyFiveIrregularity",
    "FortyFiveMisdealRequest",
    "FortyFiveNotationJsonBody",
    "FortyFiveNotationTo",
    "FortyFivePictureView",
    "FortyFivePlayAction",
    "FortyFivePlayActionType",
    "FortyFiveResultAnswer",
    "FortyFiveResultBatchLine",
    "FortyFiveResultBatchLineStatus",
    "FortyFiveResultRequest",
    "FortyFiveResultRequestScoring",
    "FortyFiveRevokeProofRequest",
    "FortyFiveRevokeRequest",
    "FortyFiveRevokeRequestKind",
    "FortyFiveRobAction",
    "FortyFiveRobActionType",
    "FortyFiveRobbingChoice",
    "FortyFiveRobbingChoiceType",
    "FortyFiveScoreAnswer",
    "FortyFiveScoreRequest",
    "FortyFiveScoreRequestScoring",
    "FortyFiveSnapshotRequest",
    "FortyFiveStateAnswer",
    "FortyFiveStateAnswerPhase",
    "FortyFiveStateRequest",
    "FortyFiveStateRequestScoring",
    "FortyFiveTrickWinnerRequest",
    "FortyFiveViewRequest",
    "FortyFiveViewRequestScoring",
    "GameDetails",
    "GameDetailsId",
    "GameOptions",
    "GameOptionsAllPass",
    "GameOptionsFirstLead",
    "GameOptionsFollow",
    "GameOptionsHeartsBroken",
    "GameOptionsJackOfDiamonds",
    "GameOptionsMinBid",
    "GameOptionsMoon",
    "GameOptionsOpeningLead",
    "GameOptionsPassing",
    "GameOptionsQueenOfSpades",
    "GameOptionsScoring",
    "GameOptionsStockFace",
    "GameOptionsThirtyScores",
    "GameSummary",
    "GameSummaryId",
    "GetGameGame",
    "Health",
    "HeartsAdjudicateAnswer",
    "HeartsAdjudicateBatchLine",
    "HeartsAdjudicateBatchLineStatus",
    "HeartsAsPlayed",
    "HeartsCheckMoveRequest",
    "HeartsCheckMoveRequestHeartsBroken",
    "HeartsCheckMoveRequestJackOfDiamonds",
    "HeartsCheckMoveRequestMoon",
    "HeartsCheckMoveRequestOpeningLead",
    "HeartsCheckMoveRequestPassing",
    "HeartsCheckMoveRequestQueenOfSpades",
    "HeartsClaimRequest",
    "HeartsClaimRequestHeartsBroken",
    "HeartsClaimRequestJackOfDiamonds",
    "HeartsClaimRequestMoon",
    "HeartsClaimRequestOpeningLead",
    "HeartsClaimRequestPassing",
    "HeartsClaimRequestQueenOfSpades",
    "HeartsClaimRequestStandard",
    "HeartsDeadHandAnswer",
    "HeartsDeadHandRequest",
    "HeartsDealRequest",
    "HeartsDealRequestHeartsBroken",
    "HeartsDealRequestJackOfDiamonds",
    "HeartsDealRequestMoon",
    "HeartsDealRequestOpeningLead",
    "HeartsDealRequestPassDirection",
    "HeartsDealRequestPassing",
    "HeartsDealRequestQueenOfSpades",
    "HeartsDealVerifyRequest",
    "HeartsFairDealAnswer",
    "HeartsFairDealAnswerAlgorithm",
    "HeartsFairDealRequest",
    "HeartsFairDealRequestHeartsBroken",
    "HeartsFairDealRequestJackOfDiamonds",
    "HeartsFairDealRequestMoon",
    "HeartsFairDealRequestOpeningLead",
    "HeartsFairDealRequestPassing",
    "HeartsFairDealRequestQueenOfSpades",
    "HeartsMisdealAnswer",
    "HeartsMisdealFinding",
    "HeartsMisdealRequest",
    "HeartsNotationJsonBody",
    "HeartsNotationTo",
    "HeartsPass",
    "HeartsPassChoice",
    "HeartsPassChoiceDirection",
    "HeartsPassDirection",
    "HeartsPenaltyClaim",
    "HeartsPictureView",
    "HeartsResultAnswer",
    "HeartsResultBatchLine",
    "HeartsResultBatchLineStatus",
    "HeartsResultRequest",
    "HeartsResultRequestHeartsBroken",
    "HeartsResultRequestJackOfDiamonds",
    "HeartsResultRequestMoon",
    "HeartsResultRequestOpeningLead",
    "HeartsResultRequestPassDirection",
    "HeartsResultRequestPassing",
    "HeartsResultRequestQueenOfSpades",
    "HeartsRevokeAnswer",
    "HeartsRevokeAnswerPenalty",
    "HeartsRevokeProofRequest",
    "HeartsRevokeRequest",
    "HeartsRevokeRequestHeartsBroken",
    "HeartsRevokeRequestJackOfDiamonds",
    "HeartsRevokeRequestKind",
    "HeartsRevokeRequestMoon",
    "HeartsRevokeRequestOpeningLead",
    "HeartsRevokeRequestPassDirection",
    "HeartsRevokeRequestPassing",
    "HeartsRevokeRequestQueenOfSpades",
    "HeartsScoreAnswer",
    "HeartsScoreRequest",
    "HeartsScoreRequestHeartsBroken",
    "HeartsScoreRequestJackOfDiamonds",
    "HeartsScoreRequestMoon",
    "HeartsScoreRequestOpeningLead",
    "HeartsScoreRequestPassing",
    "HeartsScoreRequestQueenOfSpades",
    "HeartsSettleAnswer",
    "HeartsSettleEntry",
    "HeartsSettleRequest",
    "HeartsSnapshotRequest",
    "HeartsSnapshotRequestHeartsBroken",
    "HeartsSnapshotRequestJackOfDiamonds",
    "HeartsSnapshotRequestMoon",
    "HeartsSnapshotRequestOpeningLead",
    "HeartsSnapshotRequestPassing",
    "HeartsSnapshotRequestQueenOfSpades",
    "HeartsStateAnswer",
    "HeartsStateAnswerPhase",
    "HeartsStateRequest",
    "HeartsStateRequestHeartsBroken",
    "HeartsStateRequestJackOfDiamonds",
    "HeartsStateRequestMoon",
    "HeartsStateRequestOpeningLead",
    "HeartsStateRequestPassDirection",
    "HeartsStateRequestPassing",
    "HeartsStateRequestQueenOfSpades",
    "HeartsTrickWinnerRequest",
    "HeartsViewRequest",
    "HeartsViewRequestHeartsBroken",
    "HeartsViewRequestJackOfDiamonds",
    "HeartsViewRequestMoon",
    "HeartsViewRequestOpeningLead",
    "HeartsViewRequestPassDirection",
    "HeartsViewRequestPassing",
    "HeartsViewRequestQueenOfSpades",
    "HeartsViolation",
    "HeartsViolationPhase",
    "IrregularityAnswer",
    "IrregularityAnswerType",
    "LegalMovesAnswer",
    "ListProfilesGame",
    "MisdealAnswer",
    "NotatedRecord",
    "NotatedRecordRecord",
    "NotatedRecordTags",
    "Play",
    "PlayerRange",
    "Problem",
    "ProblemError",
    "ProfileAnswer",
    "RankTables",
    "RankTablesEverySuitItem",
    "RankTablesStripped",
    "RectificationAnswer",
    "RectificationAnswerEffectType0",
    "ReportedFact",
    "ReportedFactType",
    "ResultBatchSummary",
    "ResultBatchSummaryIrregularities",
    "ResultBatchSummaryStopped",
    "ResultClaim",
    "ResultClaimAnswer",
    "ResultClaimAnswerStandard",
    "ResultClaimStandard",
    "RevokeAnswer",
    "RevokeAnswerPenalty",
    "RulingAnswer",
    "TrickAnswer",
    "TrickWinnerAnswer",
    "ViewAnswer",
    "ViewAnswerRecord",
    "ViewKnown",
    "ViolationAnswer",
)
