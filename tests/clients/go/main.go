// Drives the live server through the committed Go client (clients/go, openapi-generator's, imported by its module
// path), every request built with the client's constructors and setters (NewXxx, SetXxx), as a Go developer writes
// them: never parsed from JSON into the client's models. Prints what each request sent and what it got, for the
// test to compare with the same body posted as it is (curl's answer).
//
//	go build -o check . && ./check BASE_URL CALLS.json   (GOPATH mode: clients/go/README.md)
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	referee "referee/clients/go"
)

// The calls' bodies, read into plain structs (not the client's models): the requests are then built from them.
type play struct {
	Seat int32  `json:"seat"`
	Card string `json:"card"`
}

// A bid as the record gives it: Auction Hearts' chips or null, Auction Forty-Fives' number, "hold" or null.
type bid struct {
	Seat int32           `json:"seat"`
	Bid  json.RawMessage `json:"bid"`
}

type action struct {
	Type    string `json:"type"`
	Seat    *int32 `json:"seat"`
	Card    string `json:"card"`
	Discard string `json:"discard"`
}

type body struct {
	Profile     *string    `json:"profile"`
	Trump       string     `json:"trump"`
	Hand        []string   `json:"hand"`
	Trick       []play     `json:"trick"`
	Seat        *int32     `json:"seat"`
	Played      []string   `json:"played"`
	PenaltySuit *string    `json:"penalty_suit"`
	Players     int32      `json:"players"`
	Dealer      int32      `json:"dealer"`
	Hands       [][]string `json:"hands"`
	Plays       []play     `json:"plays"`
	Stock       []string   `json:"stock"`
	Turned      string     `json:"turned"`
	Actions     []action   `json:"actions"`
	Bids        []bid      `json:"bids"`
	PotBefore   *int32     `json:"pot_before"`
	HandNumber  *int64     `json:"hand_number"`
}

// Auction Forty-Fives' own fields: its discards, and trump, which may be null (not named yet).
type auctionBody struct {
	Discards []struct {
		Seat  int32    `json:"seat"`
		Cards []string `json:"cards"`
		Takes []string `json:"takes"`
	} `json:"discards"`
	Trump json.RawMessage `json:"trump"`
}

func auctionBids(from []bid) []referee.AuctionFortyFivesBid {
	made := []referee.AuctionFortyFivesBid{}
	for _, b := range from {
		value := referee.NullableAuctionFortyFivesBidValue{}
		var number int64
		var word string
		// null would unmarshal into a number as 0: a pass is told apart first.
		if string(b.Bid) == "null" {
			value.Set(nil)
		} else if json.Unmarshal(b.Bid, &number) == nil {
			value.Set(&referee.AuctionFortyFivesBidValue{Int64: &number})
		} else if json.Unmarshal(b.Bid, &word) == nil {
			value.Set(&referee.AuctionFortyFivesBidValue{String: &word})
		} else {
			panic("a bid is a number, \"hold\" or null: " + string(b.Bid))
		}
		made = append(made, *referee.NewAuctionFortyFivesBid(value, b.Seat))
	}
	return made
}

func auctionDiscards(from auctionBody) []referee.AuctionFortyFivesDiscard {
	made := []referee.AuctionFortyFivesDiscard{}
	for _, d := range from.Discards {
		one := referee.NewAuctionFortyFivesDiscard(d.Cards, d.Seat)
		if d.Takes != nil {
			one.SetTakes(d.Takes)
		}
		made = append(made, *one)
	}
	return made
}

type call struct {
	Name      string          `json:"name"`
	Game      string          `json:"game"`
	Operation string          `json:"operation"`
	Body      json.RawMessage `json:"body"`
}

func plays(from []play) []referee.Play {
	if from == nil {
		return nil
	}
	made := []referee.Play{}
	for _, p := range from {
		made = append(made, *referee.NewPlay(p.Card, p.Seat))
	}
	return made
}

func bids(from []bid) []referee.Bid {
	made := []referee.Bid{}
	for _, b := range from {
		var chips *int64
		if string(b.Bid) != "null" {
			chips = new(int64)
			if err := json.Unmarshal(b.Bid, chips); err != nil {
				panic(err)
			}
		}
		made = append(made, *referee.NewBid(*referee.NewNullableInt64(chips), b.Seat))
	}
	return made
}

func actions(from []action) []referee.FortyFiveAction {
	made := []referee.FortyFiveAction{}
	for _, a := range from {
		var one referee.FortyFiveAction
		switch a.Type {
		case "rob":
			one = referee.FortyFiveRobActionAsFortyFiveAction(
				referee.NewFortyFiveRobAction(a.Discard, *a.Seat, referee.ROB))
		case "announce":
			one = referee.FortyFiveAnnounceActionAsFortyFiveAction(
				referee.NewFortyFiveAnnounceAction(*a.Seat, referee.ANNOUNCE))
		case "dealer-rob":
			made := referee.NewFortyFiveDealerRobAction(a.Discard, referee.DEALER_ROB)
			if a.Seat != nil {
				made.SetSeat(*a.Seat)
			}
			one = referee.FortyFiveDealerRobActionAsFortyFiveAction(made)
		case "dealer-keep":
			made := referee.NewFortyFiveDealerKeepAction(referee.DEALER_KEEP)
			if a.Seat != nil {
				made.SetSeat(*a.Seat)
			}
			one = referee.FortyFiveDealerKeepActionAsFortyFiveAction(made)
		case "play":
			one = referee.FortyFivePlayActionAsFortyFiveAction(
				referee.NewFortyFivePlayAction(a.Card, *a.Seat, referee.PLAY))
		default:
			panic("unknown action type " + a.Type)
		}
		made = append(made, one)
	}
	return made
}

// The optional fields every snapshot request takes, set only where the call gives them.
type snapshot interface {
	SetProfile(string)
	SetTrick([]referee.Play)
	SetSeat(int32)
}

func setSnapshot(request snapshot, b body) {
	if b.Profile != nil {
		request.SetProfile(*b.Profile)
	}
	if b.Trick != nil {
		request.SetTrick(plays(b.Trick))
	}
	if b.Seat != nil {
		request.SetSeat(*b.Seat)
	}
}

// run builds the call's request with the client's constructors, sends it, and returns what it sent and got.
func run(ctx context.Context, client *referee.APIClient, c call) (sent any, answer any, err error) {
	var b body
	if err := json.Unmarshal(c.Body, &b); err != nil {
		return nil, nil, err
	}
	switch c.Game + " " + c.Operation {
	case "forty-five legal-moves":
		request := referee.NewFortyFiveSnapshotRequest(b.Hand, b.Trump)
		setSnapshot(request, b)
		answer, _, err = client.FortyFiveAPI.FortyFiveLegalMoves(ctx).FortyFiveSnapshotRequest(*request).Execute()
		return request, answer, err
	case "hearts legal-moves":
		request := referee.NewHeartsSnapshotRequest(b.Hand)
		setSnapshot(request, b)
		if b.Played != nil {
			request.SetPlayed(b.Played)
		}
		answer, _, err = client.HeartsAPI.HeartsLegalMoves(ctx).HeartsSnapshotRequest(*request).Execute()
		return request, answer, err
	case "auction-hearts legal-moves":
		request := referee.NewAuctionLegalMovesRequest(b.Hand)
		setSnapshot(request, b)
		if b.Played != nil {
			request.SetPlayed(b.Played)
		}
		if b.PenaltySuit != nil {
			request.SetPenaltySuit(*b.PenaltySuit)
		}
		answer, _, err = client.AuctionHeartsAPI.AuctionHeartsLegalMoves(ctx).AuctionLegalMovesRequest(*request).Execute()
		return request, answer, err
	case "california-jack legal-moves":
		request := referee.NewCaliforniaJackLegalMovesRequest(b.Hand, b.Trump)
		setSnapshot(request, b)
		answer, _, err = client.CaliforniaJackAPI.CaliforniaJackLegalMoves(ctx).CaliforniaJackLegalMovesRequest(*request).Execute()
		return request, answer, err
	case "forty-five adjudicate":
		request := referee.NewFortyFiveAdjudicateRequest(actions(b.Actions), b.Dealer, b.Hands, b.Players, b.Turned)
		if b.Profile != nil {
			request.SetProfile(*b.Profile)
		}
		answer, _, err = client.FortyFiveAPI.FortyFiveAdjudicate(ctx).FortyFiveAdjudicateRequest(*request).Execute()
		return request, answer, err
	case "hearts adjudicate":
		request := referee.NewHeartsDealRequest(b.Dealer, b.Hands, b.Players)
		request.SetPlays(plays(b.Plays))
		if b.HandNumber != nil {
			request.SetHandNumber(*b.HandNumber)
		}
		if b.Profile != nil {
			request.SetProfile(*b.Profile)
		}
		answer, _, err = client.HeartsAPI.HeartsAdjudicate(ctx).HeartsDealRequest(*request).Execute()
		return request, answer, err
	case "auction-hearts adjudicate":
		request := referee.NewAuctionDealRequest(b.Dealer, b.Hands, b.Players)
		request.SetBids(bids(b.Bids))
		request.SetPlays(plays(b.Plays))
		if b.PenaltySuit != nil {
			request.SetPenaltySuit(*b.PenaltySuit)
		}
		if b.PotBefore != nil {
			request.SetPotBefore(*b.PotBefore)
		}
		if b.Profile != nil {
			request.SetProfile(*b.Profile)
		}
		answer, _, err = client.AuctionHeartsAPI.AuctionHeartsAdjudicate(ctx).AuctionDealRequest(*request).Execute()
		return request, answer, err
	case "california-jack adjudicate":
		request := referee.NewCaliforniaJackAdjudicateRequest(b.Dealer)
		request.SetHands(b.Hands)
		request.SetStock(b.Stock)
		request.SetPlays(plays(b.Plays))
		if b.Profile != nil {
			request.SetProfile(*b.Profile)
		}
		answer, _, err = client.CaliforniaJackAPI.CaliforniaJackAdjudicate(ctx).CaliforniaJackAdjudicateRequest(*request).Execute()
		return request, answer, err
	case "auction-forty-fives legal-moves":
		request := referee.NewAuctionFortyFivesSnapshotRequest(b.Hand, b.Trump)
		setSnapshot(request, b)
		answer, _, err = client.AuctionFortyFivesAPI.AuctionFortyFivesLegalMoves(ctx).AuctionFortyFivesSnapshotRequest(*request).Execute()
		return request, answer, err
	case "auction-forty-fives adjudicate":
		var a auctionBody
		if err := json.Unmarshal(c.Body, &a); err != nil {
			return nil, nil, err
		}
		request := referee.NewAuctionFortyFivesAdjudicateRequest(b.Dealer, b.Hands, b.Players, b.Stock)
		request.SetBids(auctionBids(b.Bids))
		request.SetDiscards(auctionDiscards(a))
		request.SetPlays(plays(b.Plays))
		if string(a.Trump) == "null" {
			request.SetTrumpNil()
		} else if b.Trump != "" {
			request.SetTrump(b.Trump)
		}
		if b.Profile != nil {
			request.SetProfile(*b.Profile)
		}
		answer, _, err = client.AuctionFortyFivesAPI.AuctionFortyFivesAdjudicate(ctx).AuctionFortyFivesAdjudicateRequest(*request).Execute()
		return request, answer, err
	}
	return nil, nil, fmt.Errorf("no Go call for %s %s", c.Game, c.Operation)
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: go run . BASE_URL CALLS.json")
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[2])
	if err != nil {
		panic(err)
	}
	var calls []call
	if err := json.Unmarshal(data, &calls); err != nil {
		panic(err)
	}
	configuration := referee.NewConfiguration()
	configuration.Servers = referee.ServerConfigurations{{URL: os.Args[1]}}
	configuration.HTTPClient = http.DefaultClient
	client := referee.NewAPIClient(configuration)
	results := map[string]map[string]any{}
	for _, c := range calls {
		sent, answer, err := run(context.Background(), client, c)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", c.Name, err)
			os.Exit(1)
		}
		results[c.Name] = map[string]any{"sent": sent, "answer": answer}
	}
	out, err := json.Marshal(results)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(out))
}
