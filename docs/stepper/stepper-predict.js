// The stepper's predict mode (a file of the book's stepper, loaded by stepper.js): before each
// step that makes a decision, the model's question, the learner's answer judged by the model,
// and the question, its answers, the feedback and the score drawn.
(function () {
  "use strict";

  var web = window.nqueensWeb;
  var Stepper = web.Stepper;
  var say = web.say, element = web.element;

  // The predict mode: the next unanswered question before the step, or none.
  Stepper.prototype.nextQuestion = function () {
    var questions = JSON.parse(this.walk.questionsJson());
    this.question = questions.length ? questions[0] : null;
    return this.question;
  };

  // Answers the current question (an empty answer: "show me"); when the step has no question
  // left, takes it, so that its sentence shows with the right answer marked.
  Stepper.prototype.answer = function (answer) {
    if (!this.question) return;
    var judgement = JSON.parse(this.walk.answer(this.question.kind, answer));
    this.score = judgement.score;
    this.expected = judgement.expected;
    this.feedback = judgement.said;
    this.feedbackRight = answer === "" ? null : judgement.right;
    this.root.setAttribute("data-last-answer", answer === "" ? "shown" : judgement.right ? "right" : "wrong");
    if (!this.nextQuestion()) this.walk.forward();
    this.draw();
  };

  // The predict mode's question, its answers, the feedback on the last answer, and the score.
  Stepper.prototype.drawAsk = function () {
    this.ask.hidden = !this.predict;
    if (!this.predict) return;
    var question = this.question;
    this.questionText.textContent = question ? question.prompt + (question.choices.length ? "" : say(this.lang, "page.click")) :
      say(this.lang, "page.press");
    this.root.setAttribute("data-question", question ? question.kind : "");
    this.choices.textContent = "";
    var self = this;
    if (question) {
      question.choices.forEach(function (choice) {
        self.choices.appendChild(element("button", { type: "button", "data-answer": choice[0], text: choice[1] }));
      });
    }
    this.showMe.disabled = !question;
    this.feedbackText.textContent = this.feedback;
    this.feedbackText.className = "feedback" + (this.feedbackRight === true ? " right" : this.feedbackRight === false ? " wrong" : "");
    var score = this.score || JSON.parse(this.walk.scoreJson());
    var percent = score.asked ? Math.round(100 * score.right / score.asked) : 0;
    this.scoreText.textContent = say(this.lang, "page.score", { right: score.right, asked: score.asked }) +
      (score.asked ? say(this.lang, "page.percent", { percent: percent }) : "") +
      say(this.lang, "page.streak_after", { streak: score.streak });
    this.root.setAttribute("data-score", score.right + "/" + score.asked);
  };
})();
