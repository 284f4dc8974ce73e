import React from "react";

const constitutionAbout = [
    <p>
        <h2><strong>CAMBRIDGE UNIVERSITY MOUNTAINEERING CLUB CONSTITUTION</strong></h2>
    </p>,
    <p>
        <h3><strong>1.	NAME:</strong></h3>
    </p>,
    <p>
        The name of the Society shall be “Cambridge University Mountaineering Club”
        hereafter referred to as “the Club”.
    </p>,
    <p>
        <h3><strong>2.	OBJECTS:</strong></h3>
    </p>,
    <p>
        (1)	The Club’s aims shall be:
    </p>,
    <ul>
        <li>To promote the interests of climbing and mountaineering amongst members of
            the Club and University.</li>
        <li>To provide an opportunity for members of the Club to meet and participate in
            climbing and mountaineering activities together.</li>
        <li>To act on behalf of and in the interests of Club Members.</li>
        <li>To promote awareness of Club Members of the need to maintain access,
            conservation and protection of the cliff and mountain environment.</li>
        <li>To promote safe climbing and mountaineering practices by Club Members</li>
    </ul>,
    <p>
    </p>,
    <p>
        <h3><strong>3.	 MEMBERSHIP:</strong></h3>
    </p>,
    <p>
        (1)	Membership of the Club shall be open to all members of the University
        and any others that have an interest in mountaineering or rock climbing.
    </p>,
    <p>
        (2) 	There shall be an annual fee for membership which shall be determined
        by the Executive Committee from time to time.
    </p>,
    <p>
        (3)	The Club may offer Life Membership and Honorary Membership on such terms
        as it may decide;
    </p>,
    <p>
        (4)	The Executive Committee may expel any member whose conduct seems likely
        to bring the Club into disrepute. Such expulsion shall be undertaken in
        accordance with Section 8, and is subject to confirmation at the next General
        Meeting of the Club. Any person expelled shall have the right of appeal to the
        Senior Treasurer.
    </p>,
    <p>
        (5)	Membership of the Club shall be open only to individuals who endorse the
        BMC Participation Statement: “The BMC recognises that climbing, hill walking and
        mountaineering are activities with a danger of personal injury or death.
        Participants in these activities should be aware of and accept these risks and
        be responsible for their own actions and involvement.”
    </p>,
    <p>
        <h3><strong>4. 	THE EXECUTIVE COMMITTEE:</strong></h3>
    </p>,
    <p>
        (1)	The day-to-day management of the Club’s affairs shall be in the hands of
        the Executive Committee, which shall normally be elected at the Annual General
        Meeting (AGM);
    </p>,
    <p>
        (2)	The Executive Committee shall consist of a President, Secretary, Junior
        Treasurer and any number of members without portfolio who shall be elected by
        the members as in 4(1). In addition there shall be a Senior Treasurer, who shall
        be a member of the Regent House, or other person approved by the Junior Proctor.
        The Senior Treasurer shall be appointed by the elected members of the Executive
        Committee and shall be <em>ex officio</em> a member of the Executive Committee;
    </p>,
    <p>
    </p>,
    <p>
        (3)	A majority of the elected members of the Executive Committee shall be
        full-time undergraduate or postgraduate students of the University of Cambridge;
    </p>,
    <p>
        (4)	Meetings of the Executive Committee shall be chaired by the President or
        if in absence the Secretary. If neither the President nor Secretary is present,
        the remaining members shall elect a chairperson for that meeting. The quorum for
        a meeting of the Executive Committee shall be three members and a written record
        of each meeting shall be kept;
    </p>,
    <p>
        <h3><strong>5.	GENERAL MEETINGS:</strong></h3>
    </p>,
    <p>
        (1)	The Club shall hold an Annual General Meeting (AGM) during each
        Academical year. The AGM shall be held in Cambridge during <em>Easter Full
        Term</em>. All Members, other than Honorary Members, shall be entitled to attend
        and vote at any General Meeting. At least fourteen days written notice shall be
        given to members before the AGM;
    </p>,
    <p>
        (2)	The AGM shall approve Minutes of the last General Meeting and the Club’s
        Accounts for the preceding year, elect the Executive Committee for the year
        ahead and conduct such other business as is necessary;
    </p>,
    <p>
        (3) Candidates for election to office shall be proposed and seconded by two
        other members. Every motion at a General Meeting shall be proposed and seconded
        by two members. Voting shall be by secret ballot and if there are more than two
        candidates for a post or more than two options on a motion, voting shall be by
        Single Transferable Vote;
    </p>,
    <p>
        (4) An Extraordinary General Meeting (EGM) may be held at any time during
        Full Term. It shall be held in Cambridge and may be called by the Executive
        Committee or at the written request of at least ten members. Twenty-one days
        written notice shall be given to members before an EGM is held. An EGM shall
        have the same powers as an AGM;
    </p>,
    <p>
        (5)	The President or if in absence the Secretary shall take the Chair at any
        General Meeting. In the absence of the President and Secretary the meeting shall
        elect a Chairperson for that meeting. The quorum for a General Meeting shall be
        five members and a written record of every General Meeting shall be kept.
    </p>,
    <p>
        <h3><strong>6.	FINANCIAL MATTERS:</strong></h3>
    </p>,
    <p>
        (1)	The Club shall maintain a banking account with a suitable Bank or
        Building Society to hold the Club’s funds;
    </p>,
    <p>
        (2)	It shall be the responsibility of the Junior Treasurer to ensure that
        monies received are properly accounted for, and that the Club’s financial
        records are kept in good order. In particular, the Junior Treasurer shall ensure
        continuity of Cambridge resident signatories for any bank accounts held by the
        Club;
    </p>,
    <p>
        (3)	The Senior Treasurer shall make arrangements for the Club’s Accounts to
        be properly audited, either by themselves, or by some other person approved
        under University Ordinances;
    </p>,
    <p>
        (4)	The Senior Treasurer shall not be liable for any financial debt or other
        obligation of the Club unless personally authorised such a debt in writing;
    </p>,
    <p>
        (5)	For so long as the Club shall be Registered with the Junior Proctor, it
        shall be the duty of the Executive Committee to ensure that the Club complies
        with the requirements for Registration as a University Society.
    </p>,
    <p>
        <h3><strong>7.	CHANGES TO THE CONSTITUTION:</strong></h3>
    </p>,
    <p>
        The Constitution may be amended at a General Meeting, with approval of at
        least two thirds of those present. No amendment to this Constitution intended to
        remove the position of Senior Treasurer, to alter its prerogatives and duties,
        or to change the criteria and procedure for the appointment of a Senior
        Treasurer can be put to a vote without the prior written agreement of the Junior
        Proctor of the University of Cambridge.
    </p>,
    <p>
        <h3><strong>8.  DISCIPLINARY PROCESSES:</strong></h3>
    </p>,
    <p>
        The Club’s only disciplinary sanctions are to expel or to suspend a
        member whose actions are felt to be such as to bring the Club into disrepute, or
        to adversely affect the smooth running of the Club in a major way. Such
        expulsion or suspension can only be effected by a majority vote of all Executive
        Committee members, excluding the Senior Treasurer. In the event of an expulsion,
        the excluded member is required to return all equipment, documents and finances
        belonging to the Club within 7 days. They will not be entitled to any full or
        partial refund of annual subscriptions;
    </p>,
    <p>
        If the excluded or suspended member wishes to appeal the decision, that
        appeal should be made to the Senior Treasurer, who will consider all the facts, and whose decision will be
        final. An appeal as to the process of exclusion, but not a further investigation into the
        facts, may be lodged with the Junior Proctor.
    </p>,
    <p>
        <h3><strong>9.	DISSOLUTION:</strong></h3>
    </p>,
    <p>
        (1)	The Club may be dissolved at a General Meeting provided that at least
        Twenty-one days written notice of the intention to dissolve the Club has been
        given to the members. At least two thirds of those present and voting at the
        General Meeting must vote in favour of the motion for Dissolution for it to be
        effective;
    </p>,
    <p>
    </p>,
    <p>
        (2)	Any motion for Dissolution of the Club shall provide that assets
        remaining after all liabilities have been met shall be transferred either to
        another Registered University Club, or to the Societies’ Syndicate.
    </p>,
    <p>
        <h3><strong>10.	CLUB MEETS:</strong></h3>
    </p>,
    <p>
    </p>,
    <p>
        (1) A meet shall be defined as “an outing proposed by an Officer to a
        destination of their choosing, and of a duration of their choosing.” The Officer
        in question need not attend the meet.
    </p>,
    <p>
        (2)	The Executive Committee shall determine an appropriate fee scale for
        meets. Prices are to be determined by the Executive committee, and are to be
        reviewed at the beginning of each academic year.
    </p>,
    <p>
        (3)	Members that drive their own vehicles to support club meets are to be
        paid ‘wear and tear’. Prospective members are welcome on two trips, each with a
        maximum duration of one day.	(This needs to be updated to correspond with the
        latest BMC rules on prospective members)
    </p>,
];

export {constitutionAbout}